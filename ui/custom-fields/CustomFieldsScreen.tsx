import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { CUSTOM_FIELD_LEVELS, CUSTOM_FIELD_TARGETS, CUSTOM_FIELD_TYPES, type CustomFieldLevel } from '../../domain/custom-fields/events.js';
import { fieldError, formError } from '../account/fieldError.js';
import type { AppDataProvider } from '../providers/dataProvider.js';
import { CUSTOM_FIELDS_KEY, type CustomFieldTarget, type CustomFieldType } from '../providers/customFieldMethods.js';

const DEFINITION_FIELDS = ['name', 'key', 'type', 'applies_to', 'levels', 'options'] as const;
type Draft = { name: string; key: string; type: CustomFieldType; applies_to: CustomFieldTarget; levels: readonly CustomFieldLevel[]; options: string };
const EMPTY: Draft = { name: '', key: '', type: 'string', applies_to: 'dimension', levels: CUSTOM_FIELD_LEVELS, options: '' };

/** /custom-fields (administrators): the firm's custom fields, a form that defines one, and removing one. */
export default function CustomFieldsScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data: fields = [] } = useQuery({ queryKey: CUSTOM_FIELDS_KEY, queryFn: () => dataProvider.customFields() });
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const change = useMutation({
    mutationFn: dataProvider.changeCustomFields,
    onSuccess: async (_answer, changes) => {
      await queryClient.invalidateQueries({ queryKey: CUSTOM_FIELDS_KEY });
      if (changes.define) setDraft(EMPTY);
      notify(changes.define ? 'tally.custom_fields.defined' : 'tally.custom_fields.removed', { type: 'success' });
    },
  });
  const define = () => {
    const options = draft.type === 'select' ? draft.options.split('\n').map((option) => option.trim()).filter(Boolean) : [];
    const levels = draft.applies_to === 'dimension' ? [...draft.levels] : [];
    change.mutate({ define: [{ name: draft.name, key: draft.key, type: draft.type, applies_to: draft.applies_to, levels, options }] });
  };
  // The API names a definition's field as define.0.<field>.
  const errorOf = (field: (typeof DEFINITION_FIELDS)[number]) => fieldError(change.error, `define.0.${field}`) ?? fieldError(change.error, field);
  const above = change.error ? formError(change.error, [...DEFINITION_FIELDS.map((field) => `define.0.${field}`), ...DEFINITION_FIELDS]) : undefined;
  const text = (field: 'name' | 'key' | 'options', extra: object = {}) => (
    <TextField
      label={translate(`tally.custom_fields.fields.${field}`)}
      value={draft[field]}
      onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field) ?? (field === 'key' ? translate('tally.custom_fields.key_help') : field === 'options' ? translate('tally.custom_fields.options_help') : undefined)}
      size="small"
      slotProps={{ htmlInput: { 'data-testid': `custom-field-${field}` } }}
      {...extra}
    />
  );
  const choice = <T extends string>(field: 'type' | 'applies_to', values: readonly T[], labels: string) => (
    <TextField
      select
      label={translate(`tally.custom_fields.fields.${field}`)}
      value={draft[field]}
      onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field)}
      size="small"
      sx={{ minWidth: 200 }}
      slotProps={{ htmlInput: { 'data-testid': `custom-field-${field}` } }}
    >
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {translate(`${labels}.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  // In the order of the tree, whichever order they were ticked in.
  const toggleLevel = (level: CustomFieldLevel, on: boolean) =>
    setDraft({ ...draft, levels: CUSTOM_FIELD_LEVELS.filter((each) => (each === level ? on : draft.levels.includes(each))) });
  const levelsChoice = (
    <FormControl error={Boolean(errorOf('levels'))} component="fieldset" data-testid="custom-field-levels">
      <FormLabel component="legend">{translate('tally.custom_fields.fields.levels')}</FormLabel>
      <FormGroup row>
        {CUSTOM_FIELD_LEVELS.map((level) => (
          <FormControlLabel
            key={level}
            data-testid={`custom-field-level-${level}`}
            label={translate(`tally.custom_fields.levels.${level}`)}
            control={<Checkbox checked={draft.levels.includes(level)} onChange={(event) => toggleLevel(level, event.target.checked)} />}
          />
        ))}
      </FormGroup>
      {errorOf('levels') && <FormHelperText>{errorOf('levels')}</FormHelperText>}
    </FormControl>
  );

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title={translate('tally.custom_fields.menu')} />
      <Typography variant="body2" color="text.secondary">
        {translate('tally.custom_fields.intro')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            {above && <Alert severity="error">{above}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('name')}
              {text('key')}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {choice('type', CUSTOM_FIELD_TYPES, 'tally.custom_fields.types')}
              {choice('applies_to', CUSTOM_FIELD_TARGETS, 'tally.custom_fields.targets')}
            </Stack>
            {draft.applies_to === 'dimension' && levelsChoice}
            {draft.type === 'select' && text('options', { multiline: true, minRows: 3 })}
            <Box>
              <Button variant="contained" onClick={define} disabled={change.isPending} data-testid="custom-field-define">
                {translate('tally.custom_fields.define')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      {fields.length === 0 ? (
        <Alert severity="info">{translate('tally.custom_fields.empty')}</Alert>
      ) : (
        <Table size="small" data-testid="custom-fields">
          <TableHead>
            <TableRow>
              {DEFINITION_FIELDS.map((field) => (
                <TableCell key={field}>{translate(`tally.custom_fields.fields.${field}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field) => (
              <TableRow key={field.id} data-testid={`custom-field-row-${field.key}`}>
                <TableCell>{field.name}</TableCell>
                <TableCell>{field.key}</TableCell>
                <TableCell>{translate(`tally.custom_fields.types.${field.type}`)}</TableCell>
                <TableCell>{translate(`tally.custom_fields.targets.${field.applies_to}`)}</TableCell>
                <TableCell>{field.levels.map((level) => translate(`tally.custom_fields.levels.${level}`)).join(', ')}</TableCell>
                <TableCell>{field.options.join(', ')}</TableCell>
                <TableCell align="right">
                  <IconButton aria-label={translate('tally.custom_fields.remove')} onClick={() => change.mutate({ remove: [field.id] })} disabled={change.isPending}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
