import { withMentions } from './mentions';

const people = [
  { id: 2, name: 'Max Member', initials: 'MM', color: '#123456' },
  { id: 3, name: 'Pat Manager', initials: 'PM', color: '#654321' },
];

describe('mentions of a post', () => {
  it('appends the @name of a picked user the text does not name yet', () => {
    expect(withMentions('Can you review?', [2], people)).toEqual({
      body: 'Can you review? @Max Member',
      mentionedUserIds: [2],
    });
  });

  it('keeps a text that already names the user', () => {
    expect(withMentions('@Pat Manager please look', [3], people).body).toBe(
      '@Pat Manager please look',
    );
  });

  it('drops ids that are not mention candidates', () => {
    expect(withMentions('Hi', [99, 3], people)).toEqual({
      body: 'Hi @Pat Manager',
      mentionedUserIds: [3],
    });
  });
});
