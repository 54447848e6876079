import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { kebabAccountType, type ReportCard } from '@storelens/contract/api/report-management';
import { Link } from 'react-router';
import { ReportIcon } from './ReportIcon.tsx';

/** spec 3 §2: a card opens /dashboard/{kebab-case accountType}/{path}. */
export const reportLink = (card: Pick<ReportCard, 'accountType' | 'path'>) =>
  `/dashboard/${kebabAccountType(card.accountType)}/${encodeURIComponent(card.path)}`;

/** Report cards (spec 3 §3: icon, category, title, description). */
export function ReportCards({ cards, label }: { cards: ReportCard[]; label: string }) {
  return (
    <Grid container spacing={2} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {cards.map((card) => (
        <Grid key={card.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={Link} to={reportLink(card)} sx={{ height: '100%', alignItems: 'start' }}>
              <CardContent>
                <ReportIcon name={card.icon} />
                <Typography variant="overline" color="text.secondary" component="p">
                  {card.category}
                </Typography>
                <Typography variant="h6" component="h2">
                  {card.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {card.description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
