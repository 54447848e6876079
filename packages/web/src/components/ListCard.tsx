import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from './EmptyState.tsx';
import { SectionCard } from './SectionCard.tsx';

interface ListCardProps {
  title: string;
  subtitle: string;
  testId: string;
  /** the "New …" button at the card's top: where it leads, its words, its weight */
  create: { to: string; label: string; variant: ButtonProps['variant'] };
  /** undefined while the list loads: that many skeleton lines stand in */
  rows: readonly unknown[] | undefined;
  skeletonLines: number;
  /** shown for an empty list */
  empty: { icon: ReactNode; title: string; text: ReactNode };
  /** the list's table, shown once it has rows */
  children: ReactNode;
}

/** A card holding one list of an account's things: loading, empty, or the table. */
export function ListCard({ title, subtitle, testId, create, rows, skeletonLines, empty, children }: ListCardProps) {
  return (
    <SectionCard
      title={title}
      subtitle={subtitle}
      testId={testId}
      action={
        <Button component={RouterLink} to={create.to} variant={create.variant} startIcon={<AddIcon />}>
          {create.label}
        </Button>
      }
    >
      {rows === undefined ? (
        <Box sx={{ p: 2.5 }}>
          {Array.from({ length: skeletonLines }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
            <Skeleton key={i} height={36} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title}>
          {empty.text}
        </EmptyState>
      ) : (
        children
      )}
    </SectionCard>
  );
}
