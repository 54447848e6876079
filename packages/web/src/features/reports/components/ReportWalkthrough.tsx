import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { REPORT_WALKTHROUGH } from '@storelens/contract/api/reports';
import { useState } from 'react';

interface ReportWalkthroughProps {
  open: boolean;
  /** Finish was pressed (the page saves hasViewedReportGuide) */
  onFinish: () => void;
}

/** The first-time walkthrough of spec 3 §2: Welcome, Downloading Data, Report Toolbar, Report Sheets. */
export function ReportWalkthrough({ open, onFinish }: ReportWalkthroughProps) {
  const [step, setStep] = useState(0);
  const last = REPORT_WALKTHROUGH.length - 1;
  const current = REPORT_WALKTHROUGH[step] ?? REPORT_WALKTHROUGH[0];
  const finish = () => {
    setStep(0);
    onFinish();
  };
  return (
    <Dialog open={open} aria-labelledby="walkthrough-title" maxWidth="sm" fullWidth>
      <DialogTitle id="walkthrough-title">{current.title}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {REPORT_WALKTHROUGH.map((s) => (
            <Step key={s.title}>
              <StepLabel>{s.title}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography>{current.body}</Typography>
      </DialogContent>
      <DialogActions>
        <Button disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
          Back
        </Button>
        {step < last ? (
          <Button variant="contained" onClick={() => setStep((s) => s + 1)}>
            Next
          </Button>
        ) : (
          <Button variant="contained" onClick={finish}>
            Finish
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
