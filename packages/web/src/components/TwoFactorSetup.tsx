import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface TwoFactorSetupProps {
  imageUrl: string;
  secret: string;
}

/** The QR image for an authenticator app and the secret to type in by hand (spec 2 §3 two-factor setup). */
export function TwoFactorSetup({ imageUrl, secret }: TwoFactorSetupProps) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, textAlign: 'left' }}>
        Scan the QR code with an authenticator app, or enter the secret by hand. Then type the 6-digit code it shows.
      </Typography>
      <Box
        component="img"
        src={imageUrl}
        alt="Authenticator QR code"
        sx={{ width: 200, height: 200, borderRadius: 1, bgcolor: '#fff', p: 0.5 }}
      />
      <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 1 }}>
        Secret
      </Typography>
      <Typography
        data-testid="totp-secret"
        sx={{ fontFamily: 'monospace', fontSize: 15, letterSpacing: '0.08em', wordBreak: 'break-all' }}
      >
        {secret}
      </Typography>
    </Box>
  );
}
