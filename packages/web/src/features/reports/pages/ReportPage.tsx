import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import MenuBook from '@mui/icons-material/MenuBook';
import School from '@mui/icons-material/School';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useDashboardReport, useHasViewedReportGuide, useSaveReportGuideViewed } from '../api.ts';
import { ReportEmbed } from '../components/embeds/ReportEmbed.tsx';
import { HelpDrawer } from '../components/HelpDrawer.tsx';
import { ReportWalkthrough } from '../components/ReportWalkthrough.tsx';

/**
 * /dashboard/{accountType}/{reportSlug} (spec 3 §2): the report in a frame, with its header (title,
 * maximize/minimize, guide, tutorial), the help drawer and the first-time walkthrough, shown once
 * the report's provider adapter (components/embeds) says it has loaded.
 */
export function ReportPage() {
  const { accountType = '', reportSlug = '' } = useParams();
  const accountId = useCurrentUser().account?.id ?? 0;
  // another report or account is another frame: nothing carries over
  return (
    <ReportScreen
      key={`${accountId}/${accountType}/${reportSlug}`}
      accountType={accountType}
      accountId={accountId}
      reportSlug={reportSlug}
    />
  );
}

function ReportScreen({
  accountType,
  accountId,
  reportSlug,
}: {
  accountType: string;
  accountId: number;
  reportSlug: string;
}) {
  const report = useDashboardReport(accountType, accountId, reportSlug);
  const viewed = useHasViewedReportGuide();
  const saveViewed = useSaveReportGuideViewed();
  const [loaded, setLoaded] = useState(false);
  const [maximized, setMaximized] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  const [tutorialOpen, setTutorialOpen] = useState(false);

  const embed = report.data?.embed;
  // a new token two minutes before this one runs out (a built-in page gets it posted)
  const expiresAt = embed?.expiresAt;
  const { refetch } = report;
  useEffect(() => {
    if (!expiresAt) return;
    const wait = Math.max(10_000, Date.parse(expiresAt) - Date.now() - 120_000);
    const timer = window.setTimeout(() => void refetch(), wait);
    return () => window.clearTimeout(timer);
  }, [expiresAt, refetch]);

  // spec 3 §2: shown the first time, once the report has loaded
  const hasViewed = viewed.data === true || viewed.data === 'true';
  useEffect(() => {
    if (loaded && viewed.isSuccess && !hasViewed) setTutorialOpen(true);
  }, [loaded, viewed.isSuccess, hasViewed]);

  // Escape leaves the maximized view, as a full-screen view does
  useEffect(() => {
    if (!maximized) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMaximized(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [maximized]);

  // spec 3 §8: an unknown report goes to /
  if (report.error instanceof ApiError && report.error.status < 500) return <Navigate to="/" replace />;
  if (report.isError) return <Alert severity="error">The report could not be loaded.</Alert>;
  if (report.isPending || !embed) return <CircularProgress aria-label="Loading" />;

  return (
    <Paper
      variant="outlined"
      data-testid="report-container"
      data-maximized={maximized}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        ...(maximized
          ? { position: 'fixed', inset: 0, zIndex: (t) => t.zIndex.modal - 1, borderRadius: 0 }
          : { height: 'calc(100vh - 140px)', minHeight: 480 }),
      }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="h1" sx={{ flex: 1, fontSize: '1.25rem' }}>
          {report.data.title}
        </Typography>
        <Tooltip title="Guide">
          <IconButton aria-label="Guide" onClick={() => setGuideOpen(true)}>
            <MenuBook />
          </IconButton>
        </Tooltip>
        <Tooltip title="Tutorial">
          <IconButton aria-label="Tutorial" onClick={() => setTutorialOpen(true)}>
            <School />
          </IconButton>
        </Tooltip>
        <Tooltip title={maximized ? 'Minimize' : 'Maximize'}>
          <IconButton aria-label={maximized ? 'Minimize' : 'Maximize'} onClick={() => setMaximized((m) => !m)}>
            {maximized ? <FullscreenExit /> : <Fullscreen />}
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ position: 'relative', flex: 1 }}>
        {!loaded && !embed.error && (
          <CircularProgress
            aria-label="Loading report"
            sx={{ position: 'absolute', top: 24, left: 'calc(50% - 20px)' }}
          />
        )}
        <ReportEmbed embed={embed} title={report.data.title} onLoaded={() => setLoaded(true)} />
      </Box>
      <HelpDrawer
        open={guideOpen}
        title={report.data.title}
        guide={report.data.guide}
        onClose={() => setGuideOpen(false)}
      />
      <ReportWalkthrough
        open={tutorialOpen}
        onFinish={() => {
          setTutorialOpen(false);
          if (!hasViewed) saveViewed.mutate();
        }}
      />
    </Paper>
  );
}
