import { render, screen, within } from '@testing-library/react';
import { ItemList, ItemListItem } from './ItemList';

describe('ItemList', () => {
  it('is a named list of its rows', () => {
    render(
      <ItemList aria-label="Members">
        <ItemListItem>Ada</ItemListItem>
        <ItemListItem align="start">Grace</ItemListItem>
      </ItemList>,
    );
    const list = screen.getByRole('list', { name: 'Members' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ada', 'Grace']);
  });

  it('keeps the order of an ordered list', () => {
    render(
      <ItemList as="ol" aria-label="History">
        <ItemListItem>Raised</ItemListItem>
      </ItemList>,
    );
    expect(screen.getByRole('list', { name: 'History' }).tagName).toBe('OL');
  });
});
