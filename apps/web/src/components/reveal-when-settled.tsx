import Box from '@mui/material/Box';
import { matchQuery, type QueryKey, useIsFetching } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { PageLoader } from './page-loader';

/**
 * While hidden the content still lays out (charts measure their width) but takes no room; inline, so
 * that assistive technology and the tests' computed style see it hidden as the browser does.
 */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  insetInline: 0,
  top: 0,
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
};

/**
 * Shows a page's content once the first answers of its queries (those under any of `queryKeys`) have all
 * arrived, with one loader until then. Cards that filled in one after another would each push the
 * cards below them down as their data arrived (issue 35: the finance page shifted by 0.45 on a
 * phone); revealed together, nothing on screen moves. The content is rendered, hidden, from the start,
 * so its queries run side by side. Later loads (another period, a refresh) show in each card as before.
 */
export function RevealWhenSettled({
  queryKeys,
  children,
}: {
  queryKeys: readonly QueryKey[];
  children: ReactNode;
}) {
  const fetching = useIsFetching({
    predicate: (query) => queryKeys.some((queryKey) => matchQuery({ queryKey }, query)),
  });
  // The content's queries start in its effects, which run before this component's: checked after.
  const [mounted, setMounted] = useState(false);
  const [revealed, setRevealed] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (mounted && fetching === 0) setRevealed(true);
  }, [mounted, fetching]);
  return (
    <Box sx={{ position: 'relative' }}>
      {revealed ? null : <PageLoader />}
      <div style={revealed ? undefined : HIDDEN}>{children}</div>
    </Box>
  );
}
