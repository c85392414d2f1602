import { ExploreCatalogPage } from '../explore/ExploreCatalogPage';

/** EXP-01, EXP-02: a catalog's page (`explore/{catalogId}`) with its own card stack. */
export default function ExploreCatalogScreen() {
  return <ExploreCatalogPage />;
}
