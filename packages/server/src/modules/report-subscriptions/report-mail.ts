import type { CellFormat, ReportDataAnswer } from '@storelens/contract/api/report-data';
import { COMPARE_SUFFIXES, type ReportCompare } from '@storelens/contract/domain/retail-calendar';
import { escapeHtml, type MailContent } from '../../platform/mail-templates.ts';

/**
 * A report email: the report, the account and the period; each sheet's KPIs with their value, and with
 * a comparison the previous value and the change (▲ green, ▼ red); why the report is empty or partial
 * (a brand's revoked permission, in the report's own words); the attachments' names; the unsubscribe link.
 */

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export function formatKpi(value: number, format: CellFormat): string {
  if (format === 'money') return money.format(value);
  if (format === 'percent') return `${number.format(value)}%`;
  if (format === 'change') return percent.format(value);
  return number.format(value);
}

/** "▲ +12.5%" (up), "▼ −3.0%" (down), "0.0%", or "no change to show" when the previous value was 0. */
export function formatChange(change: number | null | undefined): { text: string; color: string } {
  if (change === null || change === undefined) return { text: 'no change to show', color: '#555555' };
  const size = percent.format(Math.abs(change));
  if (change > 0) return { text: `\u25B2 +${size}`, color: '#2e7d32' };
  if (change < 0) return { text: `\u25BC \u2212${size}`, color: '#c62828' };
  return { text: size, color: '#555555' };
}

export interface ReportMail {
  productName: string;
  report: ReportDataAnswer;
  period: { from: string; to: string };
  compare: ReportCompare | null;
  frequency: string;
  attachments: string[];
  unsubscribeUrl: string;
  reportUrl: string;
}

const periodText = (p: { from: string; to: string }) => (p.from === p.to ? p.from : `${p.from} to ${p.to}`);

export function reportMailContent(m: ReportMail): MailContent {
  const { report } = m;
  const subject = `${report.title} for ${report.accountName}: ${periodText(m.period)}`;
  const suffix = m.compare ? COMPARE_SUFFIXES[m.compare] : null;
  const textLines: string[] = [m.productName, '', subject, ''];
  const html: string[] = [];
  const p = (t: string) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(t)}</p>`;
  const intro = `Your ${m.frequency} ${report.title} report of ${report.accountName} for ${periodText(m.period)}${
    suffix && report.comparison ? `, compared with ${suffix} (${periodText(report.comparison)})` : ''
  }.`;
  html.push(p(intro));
  textLines.push(intro, '');
  for (const sentence of report.empty) {
    html.push(`<p style="margin:0 0 12px;line-height:1.5;background:#fff4e5;padding:8px">${escapeHtml(sentence)}</p>`);
    textLines.push(sentence, '');
  }
  for (const sheet of report.sheets) {
    if (sheet.kpis.length === 0) continue;
    html.push(`<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(sheet.title)}</h2>`);
    textLines.push(sheet.title);
    const head = suffix
      ? `<tr><th align="left">KPI</th><th align="right">Value</th><th align="right">${escapeHtml(
          suffix.charAt(0).toUpperCase() + suffix.slice(1),
        )}</th><th align="right">Change</th></tr>`
      : '<tr><th align="left">KPI</th><th align="right">Value</th></tr>';
    const rows = sheet.kpis.map((k) => {
      const value = formatKpi(k.value, k.format);
      if (!suffix) {
        textLines.push(`  ${k.label}: ${value}`);
        return `<tr><td>${escapeHtml(k.label)}</td><td align="right">${escapeHtml(value)}</td></tr>`;
      }
      const previous = formatKpi(k.previous ?? 0, k.format);
      const change = formatChange(k.change);
      textLines.push(`  ${k.label}: ${value} (${suffix}: ${previous}, ${change.text})`);
      return `<tr><td>${escapeHtml(k.label)}</td><td align="right">${escapeHtml(value)}</td><td align="right">${escapeHtml(
        previous,
      )}</td><td align="right" style="color:${change.color}">${escapeHtml(change.text)}</td></tr>`;
    });
    html.push(
      `<table cellpadding="6" style="border-collapse:collapse;width:100%;font-size:14px">${head}${rows.join('')}</table>`,
    );
    textLines.push('');
  }
  if (m.attachments.length > 0) {
    html.push(p('Attached:'));
    html.push(`<ul style="margin:0 0 12px">${m.attachments.map((a) => `<li>${escapeHtml(a)}</li>`).join('')}</ul>`);
    textLines.push('Attached:', ...m.attachments.map((a) => `  ${a}`), '');
  } else {
    html.push(p('No tables to attach for this period.'));
    textLines.push('No tables to attach for this period.', '');
  }
  const footer = `You receive this email because you subscribed to ${report.title} of ${report.accountName}.`;
  html.push(`<p style="margin:16px 0"><a href="${escapeHtml(m.reportUrl)}">Open the reports</a></p>`);
  textLines.push(`Open the reports: ${m.reportUrl}`, '', footer, `Unsubscribe: ${m.unsubscribeUrl}`);
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border-radius:6px;padding:32px">
<div style="font-size:14px;font-weight:bold;color:#1976d2;margin-bottom:24px">${escapeHtml(m.productName)}</div>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${html.join('\n')}
<p style="margin:32px 0 0;font-size:12px;color:#777">${escapeHtml(footer)} <a href="${escapeHtml(
    m.unsubscribeUrl,
  )}">Unsubscribe</a></p>
</div></body></html>`;
  return { subject, html: body, text: textLines.join('\n') };
}
