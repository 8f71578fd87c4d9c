import { SearchPanel, type SearchProps } from '../../flows/search/SearchPanel';

/** The search island: the search form (flows/search), with the placeholder's props. */
export function SearchIsland(props: SearchProps) {
  return <SearchPanel {...props} />;
}
