import { withMentions } from './mentions';

const people = [
  { id: 2, name: 'Max Member', initials: 'MM', color: '#123456' },
  { id: 3, name: 'Pat Manager', initials: 'PM', color: '#654321' },
];

describe('mentions of a post', () => {
  it('mentions the candidates the text names, in order, once each', () => {
    expect(withMentions('@Pat Manager and @Max Member, then @Pat Manager  ', [], people)).toEqual({
      body: '@Pat Manager and @Max Member, then @Pat Manager',
      mentionedUserIds: [3, 2],
    });
  });

  it('drops a mention whose @Name left the text, and names that are no candidates', () => {
    expect(withMentions('Can you review? @Sam Stakeholder', [2], people)).toEqual({
      body: 'Can you review? @Sam Stakeholder',
      mentionedUserIds: [],
    });
  });

  it('gives a shared name to the person chosen in the list', () => {
    const twins = [...people, { id: 7, name: 'Max Member', initials: 'MM', color: '#000000' }];
    expect(withMentions('@Max Member', [7], twins).mentionedUserIds).toEqual([7]);
    expect(withMentions('@Max Member', [], twins).mentionedUserIds).toEqual([]);
  });
});
