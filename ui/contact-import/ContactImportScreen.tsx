import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, Step, StepLabel, Stepper, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { ContactImport, ImportMapping } from '../providers/fileMethods.js';

const STEPS = ['upload', 'mapping', 'process', 'done'] as const;
const FOLLOW_MS = 500;
/** What a column may become, the name first (required). */
const TARGETS = ['company_name', 'company_code', 'email_addresses', 'phone_numbers'] as const;
type Target = (typeof TARGETS)[number];

const stepOf = (contactImport: ContactImport | undefined): number => {
  if (!contactImport || contactImport.status === 'prepared' || contactImport.status === 'uploaded') return 0;
  if (contactImport.status === 'structured') return 1;
  if (contactImport.status === 'processing') return 2;
  return 3;
};

/** The chosen columns as the API's mapping: addresses and numbers are lists of columns. */
function mappingOf(chosen: Partial<Record<Target, string>>): ImportMapping {
  return {
    company_name: chosen.company_name ?? '',
    ...(chosen.company_code ? { company_code: chosen.company_code } : {}),
    ...(chosen.email_addresses ? { email_addresses: [chosen.email_addresses] } : {}),
    ...(chosen.phone_numbers ? { phone_numbers: [chosen.phone_numbers] } : {}),
  };
}

/**
 * /contact-import: the import wizard (product-spec §4, contact import stages): upload a CSV or XLSX, map its columns
 * to company name, code, e-mail addresses and phone numbers, follow the processing, see the rows that failed, finish.
 */
export default function ContactImportScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [current, setCurrent] = useState<ContactImport>();
  const [chosen, setChosen] = useState<Partial<Record<Target, string>>>({});
  const onError = (error: Error) => notify(error.message, { type: 'error' });
  const followed = useQuery({
    queryKey: ['contact-import', current?.id],
    queryFn: () => dataProvider.contactImport(current?.id ?? ''),
    enabled: current?.status === 'processing',
    refetchInterval: (query) => (query.state.data?.status === 'processing' || query.state.data === undefined ? FOLLOW_MS : false),
  });
  const shown = current?.status === 'processing' && followed.data ? followed.data : current;
  const step = stepOf(shown);
  const upload = useMutation({
    mutationFn: async (file: File) => dataProvider.startContactImport((await dataProvider.uploadContactImport(file)).id),
    onSuccess: (structured) => {
      setCurrent(structured);
      setChosen({});
    },
    onError,
  });
  const process = useMutation({ mutationFn: () => dataProvider.processContactImport(current?.id ?? '', mappingOf(chosen)), onSuccess: setCurrent, onError });
  const finish = useMutation({
    mutationFn: () => dataProvider.finishContactImport(current?.id ?? ''),
    onSuccess: (finished) => {
      setCurrent(finished);
      notify('tally.contact_import.finished', { type: 'info' });
    },
    onError,
  });

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="contact-import-screen">
      <Title title="tally.contact_import.title" />
      <Stepper activeStep={step}>
        {STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{translate(`tally.contact_import.steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {step === 0 && (
            <Button variant="outlined" component="label" disabled={upload.isPending}>
              {translate(upload.isPending ? 'tally.contact_import.uploading' : 'tally.contact_import.choose_file')}
              <input hidden type="file" accept=".csv,.xlsx,text/csv" data-testid="contact-import-file" onChange={(event) => event.target.files?.[0] && upload.mutate(event.target.files[0])} />
            </Button>
          )}
          {step === 1 && shown && (
            <>
              <Typography>{translate('tally.contact_import.file_read', { rows: shown.rows_total ?? 0, file: shown.filename })}</Typography>
              {shown.encoding && <Typography variant="caption">{translate('tally.contact_import.encoding', { encoding: shown.encoding })}</Typography>}
              {TARGETS.map((target) => (
                <TextField
                  key={target}
                  select
                  size="small"
                  required={target === 'company_name'}
                  label={translate(`tally.contact_import.fields.${target}`)}
                  value={chosen[target] ?? ''}
                  onChange={(event) => setChosen({ ...chosen, [target]: event.target.value || undefined })}
                  slotProps={{ htmlInput: { 'data-testid': `mapping-${target}` } }}
                  sx={{ maxWidth: 360 }}
                >
                  <MenuItem value="">{translate('tally.contact_import.no_column')}</MenuItem>
                  {shown.columns.map((column) => (
                    <MenuItem key={column.index} value={column.name} disabled={column.empty}>
                      {column.empty ? translate('tally.contact_import.empty_column', { name: column.name }) : `${column.name} (${column.sample.join(', ')})`}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
              <Box>
                <Button variant="contained" disabled={!chosen.company_name || process.isPending} onClick={() => process.mutate()}>
                  {translate('tally.contact_import.process')}
                </Button>
              </Box>
            </>
          )}
          {step === 2 && shown && (
            <>
              <Typography>{translate('tally.contact_import.processing', { done: shown.rows_done, total: shown.rows_total ?? 0 })}</Typography>
              <LinearProgress variant="determinate" value={shown.progress} />
            </>
          )}
          {step === 3 && shown && <ImportResult contactImport={shown} onFinish={() => finish.mutate()} onAgain={() => setCurrent(undefined)} />}
        </CardContent>
      </Card>
    </Box>
  );
}

function ImportResult({ contactImport, onFinish, onAgain }: { contactImport: ContactImport; onFinish: () => void; onAgain: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const errors = useQuery({ queryKey: ['contact-import-errors', contactImport.id], queryFn: () => dataProvider.contactImportErrors(contactImport.id) });
  const processed = contactImport.rows_done - contactImport.rows_failed;
  return (
    <>
      <Alert severity={contactImport.rows_failed > 0 ? 'warning' : 'success'} data-testid="contact-import-result">
        {translate('tally.contact_import.result', { processed, failed: contactImport.rows_failed })}
      </Alert>
      {errors.data && errors.data.data.length > 0 && (
        <>
          <Typography variant="h6" component="h2">
            {translate('tally.contact_import.errors')}
          </Typography>
          <Table size="small" data-testid="contact-import-errors">
            <TableHead>
              <TableRow>
                <TableCell>{translate('tally.contact_import.row')}</TableCell>
                <TableCell>{translate('tally.contact_import.fields.company_name')}</TableCell>
                <TableCell>{translate('tally.contact_import.error')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {errors.data.data.map((record) => (
                <TableRow key={record.row_number}>
                  <TableCell>{record.row_number}</TableCell>
                  <TableCell>{record.company_name}</TableCell>
                  <TableCell>{record.validation_error}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {contactImport.status === 'processed' && (
          <Button variant="contained" onClick={onFinish}>
            {translate('tally.contact_import.finish')}
          </Button>
        )}
        <Button onClick={onAgain}>{translate('tally.contact_import.again')}</Button>
      </Box>
    </>
  );
}
