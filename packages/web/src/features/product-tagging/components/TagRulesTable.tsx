import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TagRule, TagRuleListItem } from '@storelens/contract/api/product-tagging';
import type { ExtensionField, TaggingColumn } from '@storelens/contract/api/verticals';
import { Link as RouterLink } from 'react-router';
import { categoryPath, filterText, outcomeLines, productCountText } from '../tagging-text.ts';

interface TagRulesTableProps {
  rules: TagRuleListItem[];
  /** the rules' priorities (1 = first applied), by id: the search hides rules, not their place */
  priorities: Map<number, number>;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  columns: readonly TaggingColumn[];
  extensionFields: readonly ExtensionField[];
  editPath: (id: number) => string;
  onDelete: (rule: TagRule) => void;
  emptyText: string;
}

const COLUMN_COUNT = 7;

/**
 * spec 3 §2 the rule table: expandable rows (the rule's filters and outcome), no pagination, 50vh
 * high with its header kept in view. Ours besides: each rule's Products, how many products it
 * categorises now (the first matching rule wins, so a reorder moves products between rules).
 */
export function TagRulesTable({
  rules,
  priorities,
  expanded,
  onToggle,
  columns,
  extensionFields,
  editPath,
  onDelete,
  emptyText,
}: TagRulesTableProps) {
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ height: '50vh' }}>
        <Table size="small" stickyHeader aria-label="Tag rules">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 48 }} />
              <TableCell sx={{ width: 72 }}>Priority</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Category</TableCell>
              <TableCell>Filters</TableCell>
              <TableCell align="right" title="Products this rule categorises now: it is their first matching rule">
                Products
              </TableCell>
              <TableCell sx={{ width: 96 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {rules.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMN_COUNT} sx={{ color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
            {rules.map((rule) => {
              const open = expanded.has(rule.id);
              const outcome = outcomeLines(rule, extensionFields);
              return [
                <TableRow
                  key={rule.id}
                  hover
                  data-testid={`tag-rule-${rule.id}`}
                  sx={{ '& > td': { borderBottom: 0 } }}
                >
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={`${open ? 'Collapse' : 'Expand'} ${rule.name}`}
                      aria-expanded={open}
                      onClick={() => onToggle(rule.id)}
                    >
                      {open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
                    </IconButton>
                  </TableCell>
                  <TableCell>{priorities.get(rule.id)}</TableCell>
                  <TableCell>{rule.name}</TableCell>
                  <TableCell>{categoryPath(rule)}</TableCell>
                  <TableCell>{rule.filters.length}</TableCell>
                  <TableCell align="right" data-testid={`tag-rule-count-${rule.id}`}>
                    {productCountText(rule.productCount)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      component={RouterLink}
                      to={editPath(rule.id)}
                      aria-label={`Edit ${rule.name}`}
                      size="small"
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={`Delete ${rule.name}`} onClick={() => onDelete(rule)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>,
                <TableRow key={`${rule.id}-detail`}>
                  <TableCell colSpan={COLUMN_COUNT} sx={{ py: 0 }}>
                    <Collapse in={open} timeout="auto" unmountOnExit>
                      <Box
                        sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 2, py: 1.5 }}
                        data-testid={`tag-rule-detail-${rule.id}`}
                      >
                        <Box>
                          <Typography variant="subtitle2">Filters</Typography>
                          {rule.filters.length === 0 && (
                            <Typography variant="body2" color="text.secondary">
                              None: the rule applies to every product.
                            </Typography>
                          )}
                          {rule.filters.map((f, i) => (
                            // a rule's filters have no id of their own; their place is their identity
                            // biome-ignore lint/suspicious/noArrayIndexKey: see above
                            <Typography key={i} variant="body2">
                              {filterText(f, columns)}
                            </Typography>
                          ))}
                        </Box>
                        <Box>
                          <Typography variant="subtitle2">Outcome</Typography>
                          {outcome.map(([label, value]) => (
                            <Typography key={label} variant="body2">
                              {label}: {value}
                            </Typography>
                          ))}
                        </Box>
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>,
              ];
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
