import { Box, Button, Card, CardContent, List, ListItemButton, ListItemText, ListSubheader, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { PreferenceScope } from '../providers/settingsMethods.js';
import { ChapterForm } from './ChapterForm.js';
import { BlockSizesPanel } from './BlockSizesPanel.js';
import { OrganisationPanel } from './OrganisationPanel.js';
import { GROUPS, scopesFor, sectionsFor, type ChapterSection, type PanelSection } from './sections.js';

const PANELS: Record<PanelSection['id'], ReactNode> = { organisation: <OrganisationPanel />, block_sizes: <BlockSizesPanel /> };

/**
 * /settings and /settings/{module} (product-spec §2): the chapters General, Integrations, Personal and Registration,
 * each with its sections; a section opens beside the list. Administrators set the organisation's values and their
 * own, everyone else their own where a chapter has them.
 */
export default function SettingsScreen() {
  const translate = useTranslate();
  const { module } = useParams();
  const { permissions, isPending } = usePermissions<string>();
  if (isPending) return null;
  const isAdmin = permissions === 'admin';
  const sections = sectionsFor(isAdmin);
  const section = sections.find((one) => one.id === module);
  if (!section) return sections[0] ? <Navigate to={`/settings/${sections[0].id}`} replace /> : null;

  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 2, flexDirection: { xs: 'column', md: 'row' }, alignItems: 'flex-start' }} data-testid="settings-screen">
      <Title title={translate('tally.settings.title')} />
      <Card sx={{ minWidth: 240 }}>
        <List dense data-testid="settings-sections">
          {GROUPS.map((group) => {
            const inGroup = sections.filter((one) => one.group === group);
            if (inGroup.length === 0) return null;
            return (
              <li key={group}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader>{translate(`tally.settings.groups.${group}`)}</ListSubheader>
                  {inGroup.map((one) => (
                    <ListItemButton key={one.id} component={Link} to={`/settings/${one.id}`} selected={one.id === section.id} data-testid={`settings-section-${one.id}`}>
                      <ListItemText primary={translate(`tally.settings.sections.${one.id}`)} />
                    </ListItemButton>
                  ))}
                </ul>
              </li>
            );
          })}
        </List>
      </Card>
      <Card sx={{ flex: 1, width: '100%' }}>
        <CardContent>
          <Typography variant="h5">{translate(`tally.settings.sections.${section.id}`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`tally.settings.intros.${section.id}`)}
          </Typography>
          {'chapter' in section ? <ChapterScopes key={section.id} section={section} scopes={scopesFor(section, isAdmin)} /> : PANELS[section.id]}
        </CardContent>
      </Card>
    </Box>
  );
}

/** The organisation's values and a person's own, as tabs when both are theirs to set. */
function ChapterScopes({ section, scopes }: { section: ChapterSection; scopes: PreferenceScope[] }) {
  const translate = useTranslate();
  const [scope, setScope] = useState<PreferenceScope>(scopes[0] ?? 'user');
  return (
    <>
      {scopes.length > 1 && (
        <Tabs value={scope} onChange={(_, chosen: PreferenceScope) => setScope(chosen)} sx={{ mt: 1 }}>
          {scopes.map((one) => (
            <Tab key={one} value={one} label={translate(`tally.settings.scopes.${one}`)} data-testid={`settings-scope-${one}`} />
          ))}
        </Tabs>
      )}
      <ChapterForm key={scope} section={section} scope={scope} />
      {section.id === 'block_calculation' && (
        <Button component={Link} to="/settings/block_sizes" sx={{ mt: 1 }} data-testid="settings-block-sizes-link">
          {translate('tally.settings.block_sizes_link')}
        </Button>
      )}
    </>
  );
}
