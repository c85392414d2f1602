import { useEffect } from 'react';
import { pageTitle } from '../../core/routing';

/** ROUTE-30: sets the document title for the screen on show. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
