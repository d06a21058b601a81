// Meetup's members export (19 columns, no email) was not read as a table with a header: too few
// of its columns named contact fields. A member's intro became a title and a company ("Acme Ltd
// interested in AI"), an "Assistant Organizer" flag the company ("Yes"). Its bookkeeping (ids,
// visits, RSVPs, the mailing list) is left out now, the intro kept in notes, the group part
// ("Title") under its header, and the member's Meetup page is the social profile.
import { describe, expect, it } from 'vitest';
import { extractContacts } from '../../main/extraction/index';

const MEETUP = `Name,User ID,Title,Member ID,Location,Joined Group on,Last visited group on,Last Attended,Total RSVPs,RSVPed Yes,RSVPed Maybe,RSVPed No,Meetups attended,No shows,Intro,Photo,Assistant Organizer,Mailing List,URL of Member Profile
Jane Doe,user 12345678,,12345678,London,2023-01-15,2024-03-01,2024-02-20,5,4,0,1,3,1,Product manager at Acme Ltd interested in AI,Yes,,Yes,https://www.meetup.com/members/12345678/
Bob Smith,user 23456789,Organizer,23456789,Manchester,2022-06-01,2024-03-02,2024-02-20,12,11,1,0,10,1,Founder of Widget Co,Yes,Yes,Yes,https://www.meetup.com/members/23456789/
`;

describe("Meetup's members export", () => {
  it('gives a card per member with the intro, the place and the Meetup page, and none of the bookkeeping', () => {
    const cards = extractContacts(MEETUP);
    expect(cards.map((c) => [c.name, c.company, c.position, c.socialUrl, c.website])).toEqual([
      ['Jane Doe', null, null, 'https://www.meetup.com/members/12345678/', null],
      ['Bob Smith', null, null, 'https://www.meetup.com/members/23456789/', null],
    ]);
    expect(cards[0]!.additionalInfo).toBe('Product manager at Acme Ltd interested in AI\nLocation: London');
    expect(cards[1]!.additionalInfo).toBe('Founder of Widget Co\nTitle: Organizer\nLocation: Manchester');
  });

  it('still reads "Title" as the job title in other exports', () => {
    const [card] = extractContacts('Name,Email,Title,Company\nJane Doe,jane@acme.com,Head of Sales,Acme');
    expect(card).toMatchObject({ name: 'Jane Doe', position: 'Head of Sales', company: 'Acme' });
  });
});
