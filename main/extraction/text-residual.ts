// What is left of a signature line once emails, links, phone numbers and "Tel:"-style labels
// are removed, e.g. "Jane Doe | jane@acme.com" → "Jane Doe". The remaining words are what the
// name / position / company heuristics look at.
import { withoutContactCues } from './text-contact-cue';
import { stripLabel } from './text-labels';
import { withoutNoteOpener } from './text-note-opener';
import { withoutVanityPhones } from './text-vanity-phone';

// An unknown "Speaker:"-style label in front of the line's content.
const GENERIC_LABEL = /^\p{L}[\p{L} -]{0,20}:\s+/u;

// Markdown emphasis is never part of a name or title: "**Jane Doe**", "_CTO_".
const EMPHASIS = /\*+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu;

// A line of pronouns on its own ("She/Her", "they/them"), as profiles show below the name.
const PRONOUN_LINE = /^(?:she|he|they|ze|xe|sie|er|il|elle|iel)\s*\/\s*\p{L}{2,5}(?:\s*\/\s*\p{L}{2,5})?$/iu;

// What LinkedIn's pages put around a profile's details, copied with them: the page's title
// ("Sarah Chen’s Profile"), the kind of a link or number ("acme.com (Company)", "(Mobile)"), and
// the time in a role ("3 yrs 2 mos in role | 3 yrs 2 mos in company").
const PROFILE_TITLE = /['’]s (?:profile|contact info)$/i;
const KIND_ASIDE = /\((?:company|personal|work|home|mobile|other|blog|portfolio|rss feed)\)/gi;
const TENURE = /^(?:(?:less than a year|\d+\s+(?:yrs?|years?|mos?|months?)(?:\s+\d+\s+(?:mos?|months?))?)\s+in\s+(?:role|company|position))(?:\s*\|\s*.*)?$/i;

export function residual(written: string): string {
  if (PRONOUN_LINE.test(written.trim()) || TENURE.test(written.trim())) return '';
  // "FYI, see below", "Heads up", "PS": the sender's aside is nobody's company or title.
  const line = withoutNoteOpener(written);
  return stripLabel(withoutVanityPhones(line).replace(EMPHASIS, ' ').replace(KIND_ASIDE, ' ').trim().replace(PROFILE_TITLE, ''))
    .replace(GENERIC_LABEL, '')
    // The words before and after an address are separate things ("Jane Doe <jane@acme.com>,
    // CEO"; "Jane Doe <jane@acme.com> Bob Smith <bob@…>"): the address becomes a separator.
    .replace(/\s*\S+@\S+\s*/g, ' | ')
    // "jana (at) vogt-design.de", "jane [at] acme [dot] com": an address written for people.
    .replace(/\s*\S+\s?[[(]\s?at\s?[\])]\s?\S+\s*/gi, ' | ')
    // A handle is no name, title or company: "@jdoe", "@janedoe on Twitter", nor is the
    // network's label before it mid-line ("… | Twitter/X: @janedoe").
    .replace(/(?:^|\s)(?:[Tt]witter|TWITTER|X)(?:\s*\/\s*X)?\s*[:：]\s*(?=@\w)/g, ' ')
    .replace(/(?:^|\s)@[\w.]{1,30}(?:\s+on\s+(?:twitter|x|instagram|threads|tiktok|github|mastodon|bluesky|telegram))?(?=$|[\s|,;])/gi, ' | ')
    .replace(/(?:\s*\|\s*){2,}/g, ' | ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/\b(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/\S*)?/gi, ' ')
    .replace(/\+?\(?\d[\d\s()./-]{5,}\d/g, ' ')
    // A time stamp ("3:42 PM", "14:05") is no name, title or company.
    .replace(/\b\d{1,2}[:.]\d{2}(?:\s?[ap]\.?m\.?)?(?![\p{L}\p{N}])/giu, ' ')
    .replace(/(?:^|\s)(?:x|ext\.?|extension|durchwahl|poste)\s*\d{1,6}\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s|•·,;:–—-]+|[\s|•·,;:–—-]+$/g, '')
    // A mail header's quoted display name: 'From: "Doe, Jane" <jdoe@acme.com>'.
    .replace(/^["“](.*)["”]$/, '$1')
    .trim()
    // "Call us at", "Text me at", "Book a call" once the number or link after it is gone.
    .replace(/.+/, withoutContactCues);
}
