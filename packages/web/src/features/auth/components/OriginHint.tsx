import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { originHintOf } from '../errors.ts';

/**
 * Under a refused sign-in: which address to open (PUBLIC_URL, linked to this same page there), or,
 * without PUBLIC_URL, how to make this address the app's own. Nothing for any other error.
 */
export function OriginHint({ error }: { error: unknown }) {
  const hint = originHintOf(error, window.location);
  if (!hint) return null;
  if (hint.kind === 'setPublicUrl')
    return (
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {hint.text}
      </Typography>
    );
  const lead = hint.text.slice(0, hint.text.lastIndexOf(hint.publicUrl));
  return (
    <Typography variant="body2" sx={{ mt: 0.5 }}>
      {lead}
      <Link href={hint.href} color="inherit" underline="always">
        {hint.publicUrl}
      </Link>
    </Typography>
  );
}
