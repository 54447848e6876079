import { type CreatedWebhook, WEBHOOK_TEXTS } from '@storelens/contract/api/webhooks';
import { ShownOnceSecret } from '../../../components/ShownOnceSecret.tsx';

/** A new webhook's signing secret, shown this once with a copy button: the server never answers it again. */
export function NewSecret({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  return (
    <ShownOnceSecret
      secret={created.secret}
      warning={`${WEBHOOK_TEXTS.secretOnce} Your endpoint verifies each delivery's webhook-signature with it (${created.url}).`}
      copyLabel="Copy secret"
      testId="new-webhook-secret"
      onDone={onDone}
    />
  );
}
