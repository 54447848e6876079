import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DestinationListItem } from '@storelens/contract/api/destinations';
import type { SourceAnswer } from '@storelens/contract/api/sources';
import {
  destinationHistoryLabel,
  INCOMPATIBLE_DESTINATION_NOTE,
  type SourceTypeId,
} from '@storelens/contract/domain/connectors';
import { destinationLinkForm } from '@storelens/contract/domain/destination-link-forms';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ConnectorFields } from '../../../components/connector-form/ConnectorFields.tsx';
import { formatDate } from '../../../lib/connector-format.ts';
import { DESTINATIONS_ERROR, isLinkAllowed, linkKey } from '../source-form.ts';

interface SourceDestinationsProps {
  accountId: number;
  sourceType: SourceTypeId | '';
  destinations: readonly DestinationListItem[];
  saved?: SourceAnswer;
  isSystemUser: boolean;
}

/** spec 2 §2 "Source screen": the account's destinations with checkboxes and, when ticked, their link form. */
export function SourceDestinations({
  accountId,
  sourceType,
  destinations,
  saved,
  isSystemUser,
}: SourceDestinationsProps) {
  const { formState, clearErrors } = useFormContext();
  const rootError = formState.errors[DESTINATIONS_ERROR]?.message;
  // spec 2 §2: while history loads, destination selection is locked — only while it genuinely
  // progresses: a failing history load never keeps the user from removing its destination
  const isLocked = saved?.destinations.some((link) => link.status?.locksDestinations ?? link.loadingHistory) ?? false;

  if (destinations.length === 0) {
    return (
      <Alert
        severity="warning"
        action={
          <Button
            component={RouterLink}
            to="/connectors/destinations/create"
            color="inherit"
            size="small"
            startIcon={<AddIcon />}
          >
            New Destination
          </Button>
        }
      >
        This account has no destinations yet. Create one before saving a source.
      </Alert>
    );
  }

  return (
    <Stack spacing={1.5}>
      {sourceType === '' && <Alert severity="info">Choose a source type to see which destinations it can use.</Alert>}
      {isLocked && <Alert severity="info">Destinations cannot be changed while historical data is loading.</Alert>}
      {typeof rootError === 'string' && (
        <Alert severity="error" data-testid="destinations-error">
          {rootError}
        </Alert>
      )}
      {/* the usable destinations first; the order of the body stays the account's order */}
      {[...destinations]
        .sort((a, b) => Number(isLinkAllowed(b, sourceType)) - Number(isLinkAllowed(a, sourceType)))
        .map((destination) => (
          <DestinationChoice
            key={destination.id}
            accountId={accountId}
            destination={destination}
            sourceType={sourceType}
            link={saved?.destinations.find((l) => l.id === destination.id)}
            isLocked={isLocked}
            isEdit={saved !== undefined}
            isSystemUser={isSystemUser}
            onToggle={() => clearErrors(DESTINATIONS_ERROR)}
          />
        ))}
    </Stack>
  );
}

interface DestinationChoiceProps {
  accountId: number;
  destination: DestinationListItem;
  sourceType: SourceTypeId | '';
  link: SourceAnswer['destinations'][number] | undefined;
  isLocked: boolean;
  isEdit: boolean;
  isSystemUser: boolean;
  onToggle: () => void;
}

/** spec 2 §2: '(Currently loading historical data starting from {date})' or '(Historical data loaded from {date})'. */
const historyLabel = (link: DestinationChoiceProps['link']) => {
  if (!link?.startDate) return null;
  const date = formatDate(link.startDate);
  if (link.status?.state === 'historyFailed') return `(Historical data from ${date} could not be loaded)`;
  return link.loadingHistory ? destinationHistoryLabel.loading(date) : destinationHistoryLabel.loaded(date);
};

function DestinationChoice(props: DestinationChoiceProps) {
  const { accountId, destination, sourceType, link, isLocked, isEdit, isSystemUser, onToggle } = props;
  const path = `links.${linkKey(destination.id)}`;
  const isSelected = useWatch({ name: `${path}.selected` }) === true;
  const isAllowed = sourceType === '' || isLinkAllowed(destination, sourceType);
  const fields = sourceType === '' ? [] : destinationLinkForm(destination.type, sourceType);
  const history = historyLabel(link);

  return (
    <Paper
      variant="outlined"
      data-testid={`destination-choice-${destination.id}`}
      sx={{
        px: 2,
        py: 1,
        borderColor: isSelected ? 'primary.main' : 'divider',
        bgcolor: isAllowed ? 'background.paper' : 'action.hover',
      }}
    >
      <Controller
        name={`${path}.selected`}
        render={({ field }) => (
          <FormControlLabel
            disabled={!isAllowed || isLocked || sourceType === ''}
            label={
              <Box>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {destination.name}
                </Typography>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {destination.destinationTypeName}
                </Typography>
                {history && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                    {history}
                  </Typography>
                )}
              </Box>
            }
            control={
              <Checkbox
                checked={field.value === true}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  onToggle();
                }}
                inputRef={field.ref}
              />
            }
          />
        )}
      />
      {link?.status?.message && (
        <Alert severity="error" sx={{ ml: 4, mb: 1 }} data-testid={`source-link-error-${destination.id}`}>
          {link.status.message} {link.status.action}
        </Alert>
      )}
      {!isAllowed && (
        <Typography variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.5, mb: 0.5 }}>
          {INCOMPATIBLE_DESTINATION_NOTE}
        </Typography>
      )}
      {isSelected && isAllowed && fields.length > 0 && (
        <Box sx={{ pl: 4, pr: 1, pt: 1, pb: 1.5 }}>
          <ConnectorFields
            fields={fields}
            prefix={`${path}.detail`}
            isEdit={isEdit}
            isSystemUser={isSystemUser}
            context={{
              accountId,
              detailPath: `${path}.detail`,
              sourceDetailPath: 'detail',
              destinationId: destination.id,
            }}
          />
        </Box>
      )}
    </Paper>
  );
}
