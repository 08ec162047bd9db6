import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { BillingPreview } from '../../providers/billingMethods.js';

/** An invoice preview: the provider's lines, the promotion code's discount, then the totals. */
export function PreviewTable({ preview }: { preview: BillingPreview }) {
  const translate = useTranslate();
  const [locale = 'nl'] = useLocaleState();
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: preview.currency.toUpperCase() }).format(cents / 100);
  const totals: Array<[string, number]> = [['total_excluding_tax', preview.total_excluding_tax], ['total_tax', preview.total_tax], ['total', preview.total]];
  const { discount } = preview;
  return (
    <Table size="small" data-testid="billing-preview-table">
      <TableBody>
        {preview.lines.map((line, index) => (
          <TableRow key={index}>
            <TableCell>{line.description}</TableCell>
            <TableCell align="right">{money(line.amount)}</TableCell>
          </TableRow>
        ))}
        {discount && (
          <TableRow>
            <TableCell>
              {translate(discount.code ? 'tally.plans.billing.discount_code' : 'tally.plans.billing.discount', {
                code: discount.code ?? '',
                off: discount.percent_off !== null ? `${discount.percent_off}%` : money(discount.amount_off ?? discount.amount),
              })}
            </TableCell>
            <TableCell align="right" data-testid="billing-discount">{money(-discount.amount)}</TableCell>
          </TableRow>
        )}
        {totals.map(([name, cents]) => (
          <TableRow key={name}>
            <TableCell component="th">{translate(`tally.plans.billing.${name}`)}</TableCell>
            <TableCell align="right" data-testid={`billing-${name}`}>{money(cents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
