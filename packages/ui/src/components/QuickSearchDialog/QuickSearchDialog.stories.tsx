import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuickSearchDialog, type QuickSearchResult } from './QuickSearchDialog';
import { searchResults, searchTypes } from './quick-search.fixtures';

function Search({
  initialQuery = 'bill',
  results = searchResults,
  loading = false,
  types = searchTypes,
}: {
  initialQuery?: string;
  results?: QuickSearchResult[];
  loading?: boolean;
  types?: typeof searchTypes;
}) {
  const [query, setQuery] = useState(initialQuery);
  const [type, setType] = useState('all');
  return (
    <QuickSearchDialog
      isOpen
      onClose={() => {}}
      query={query}
      onQueryChange={setQuery}
      types={types}
      type={type}
      onTypeChange={setType}
      results={results}
      onChoose={() => {}}
      loading={loading}
    />
  );
}

const meta = {
  title: 'Composites/QuickSearchDialog',
  component: Search,
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};

export const Empty: Story = { args: { initialQuery: '', results: [] } };

export const NoResults: Story = { args: { initialQuery: 'zeppelin', results: [] } };

export const Loading: Story = { args: { loading: true } };

export const ProjectsOnly: Story = {
  args: { types: searchTypes.slice(0, 2), results: searchResults.slice(0, 2) },
};

export const Dark: Story = { globals: { theme: 'dark' } };
