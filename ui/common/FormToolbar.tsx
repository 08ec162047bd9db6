import { SaveButton, Toolbar, useRecordContext } from 'react-admin';
import { ArchiveRestoreButton } from './ArchiveRestoreButton.js';

/** Save, and (on an existing record) archive or restore instead of react-admin's delete. */
export function FormToolbar() {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {record && <ArchiveRestoreButton />}
    </Toolbar>
  );
}
