import { useIntl } from 'react-intl';
import { Box, Flex, Typography } from '@strapi/design-system';

export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string };
export type FieldDiff = { field: string; label: string; parts: DiffPart[] };

/** Message ids (texts in `translations/en.json` and `de.json`). */
export const DIFF_MESSAGES = {
  removed: { id: 'kastell.diff.removed' },
  added: { id: 'kastell.diff.added' },
  none: { id: 'kastell.diff.none' },
} as const;

const STYLE = {
  removed: { background: '#fde7e7', textDecoration: 'line-through', color: '#b72b1a' },
  added: { background: '#e3f7e6', textDecoration: 'underline', color: '#2f6846' },
} as const;

/** One field's change: removed words struck through in red, added words underlined in green, each named for screen readers. */
function Parts({ parts }: { parts: DiffPart[] }) {
  const { formatMessage } = useIntl();
  return (
    <Typography tag="p" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, index) => {
        if (part.kind === 'same') return <span key={index}>{part.text}</span>;
        const Tag = part.kind === 'removed' ? 'del' : 'ins';
        return (
          <Tag
            key={index}
            style={STYLE[part.kind]}
            aria-label={`${formatMessage(DIFF_MESSAGES[part.kind])}: ${part.text}`}
          >
            {part.text}
          </Tag>
        );
      })}
    </Typography>
  );
}

/** The fields that differ between two versions, each with its word diff. */
export function DiffView({ changes }: { changes: FieldDiff[] }) {
  const { formatMessage } = useIntl();
  if (changes.length === 0) return <Typography>{formatMessage(DIFF_MESSAGES.none)}</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={3}>
      {changes.map((change) => (
        <Box key={change.field}>
          <Typography variant="sigma" tag="h3">
            {change.label}
          </Typography>
          <Parts parts={change.parts} />
        </Box>
      ))}
    </Flex>
  );
}
