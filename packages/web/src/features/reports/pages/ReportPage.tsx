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
import { REPORT_LOADED_MESSAGE, REPORT_TOKEN_MESSAGE, tokenOfEmbedSrc } from '@storelens/contract/api/report-views';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useDashboardReport, useHasViewedReportGuide, useSaveReportGuideViewed } from '../api.ts';
import { HelpDrawer } from '../components/HelpDrawer.tsx';
import { ReportWalkthrough } from '../components/ReportWalkthrough.tsx';

/**
 * /dashboard/{accountType}/{reportSlug} (spec 3 §2): the report in a frame, with its header (title,
 * maximize/minimize, guide, tutorial), the help drawer and the first-time walkthrough, shown once
 * the frame says it has loaded. Only messages from the provider's origin, from this frame, count.
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
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [maximized, setMaximized] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  const [tutorialOpen, setTutorialOpen] = useState(false);

  const embed = report.data?.embed;
  const origin = embed ? (embed.origin ?? window.location.origin) : null;
  // the frame keeps its first address: a renewed token is posted to it, not loaded as a new page
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!embed) return;
    if (src === null) {
      setSrc(embed.src);
      return;
    }
    if (embed.provider === 'storelens' && embed.src !== src) {
      frame.current?.contentWindow?.postMessage(
        { ...REPORT_TOKEN_MESSAGE, token: tokenOfEmbedSrc(embed.src) },
        window.location.origin,
      );
    }
  }, [embed, src]);
  // a new token two minutes before this one runs out
  const expiresAt = embed?.expiresAt;
  const { refetch } = report;
  useEffect(() => {
    if (!expiresAt) return;
    const wait = Math.max(10_000, Date.parse(expiresAt) - Date.now() - 120_000);
    const timer = window.setTimeout(() => void refetch(), wait);
    return () => window.clearTimeout(timer);
  }, [expiresAt, refetch]);

  useEffect(() => {
    if (!origin) return;
    setLoaded(false);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type === REPORT_LOADED_MESSAGE.type) setLoaded(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

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
  if (report.isPending || !embed || src === null) return <CircularProgress aria-label="Loading" />;

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
        {!loaded && (
          <CircularProgress
            aria-label="Loading report"
            sx={{ position: 'absolute', top: 24, left: 'calc(50% - 20px)' }}
          />
        )}
        <Box
          component="iframe"
          ref={frame}
          title={report.data.title}
          src={src}
          // the built-in page runs its own script and calls our API with its token; an external
          // provider gets a sandbox that still lets its viewer run and download
          sandbox="allow-scripts allow-same-origin allow-downloads allow-popups allow-forms"
          referrerPolicy="no-referrer"
          sx={{ border: 0, width: '100%', height: '100%', display: 'block' }}
        />
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
