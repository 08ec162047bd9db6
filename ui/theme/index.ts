import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The product colour (api-contract §9.6: default primary #6E35FF). */
const PRIMARY = '#6E35FF';

function withBrand(base: RaThemeOptions, mode: 'light' | 'dark'): RaThemeOptions {
  return {
    ...base,
    palette: {
      ...base.palette,
      mode,
      primary: { main: PRIMARY, contrastText: '#ffffff' },
      secondary: { main: mode === 'light' ? '#24124F' : '#B49BFF' },
    },
    shape: { borderRadius: 8 },
    components: {
      ...base.components,
      // The bar carries the brand colour in both themes; react-admin gives it the secondary colour otherwise.
      RaAppBar: { defaultProps: { color: 'primary' } },
    },
  };
}

export const lightTheme = withBrand(defaultLightTheme, 'light');
export const darkTheme = withBrand(defaultDarkTheme, 'dark');
