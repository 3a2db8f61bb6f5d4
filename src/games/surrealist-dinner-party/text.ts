/** Surrealist Dinner Party: the rules page, in the project's own words (72 columns). */
export const RULES = `SURREALIST DINNER PARTY
2 to 4 players. A Resonym game (2021), casual mode.

Each of you hosts six Surrealist guests. Feed them the tokens their
appetites ask for and send them home happy: every matching token they
take home is a point in your Stash. Six courses come out on a shared
Platter; when the Dessert course is gone, so is everyone.

TOKENS AND GUESTS
Five kinds of token: Food F, Wine W, Dessert D, Compliment C, Drama R.
The kitchen never runs out of any. A guest has two to four appetites,
each a kind or wild (*): a token matches an appetite of its own kind,
and any token matches a wild one. 30 guests; their cards and abilities
are in rulesets/surrealist-dinner-party.yaml.

SETUP
The Platter gets the first course. Six guests are dealt to each seat,
one at a time, seat 1 first; the rest stay in the box, unseen. Seat 1
starts; turns go round in seat order, from course to course.

THE TABLE
Each seat has a row of at most three guests. All the rows together
make one ring: seat 1's guests left to right, then seat 2's, and so on
back to seat 1. A guest's neighbours are the guests on either side of
it on the ring, so the guests at the ends of your row sit next to
other players' guests. Two guests at the whole table are each other's
only neighbour; a guest alone has none.

A TURN: ONE ACTION
- Play a guest: seat a guest from your hand anywhere in your row
  (seat dali 2: second from the left), send one of your guests home
  (home klee), or both in either order, then end. The guest you just
  seated cannot leave in the same turn. Never more than three seated.
  Your first turn must seat a guest.
- Compliments or drama: one of your guests with an empty appetite and
  one of its neighbours, yours or not, each get a Compliment
  (compliment dali klee) or each get a Drama (drama dali klee), yours
  first.
- Serve: move a token from the Platter to one of your guests with an
  empty appetite (serve W dali), or trash one (trash W).
- Plate abilities: not in casual mode.

RECEIVING A TOKEN
Whoever gave it, the guest's owner places the token at once on one of
the guest's empty appetites, matching or not (place W, place *): this
may be a player whose turn it is not. When every empty appetite is of
one kind there is nothing to choose and the program places it. A
guest with no empty appetite cannot take it: the token is trashed.
Placed tokens never move.

GOING HOME
Tokens on matching appetites go to the owner's Stash, the others back
to the kitchen, and the guest leaves the game. A guest whose every
appetite held a matching token was Perfectly Content: its owner also
stashes two tokens of kinds it picks (bonus F W).

COURSES
The menu, tokens for 2 / 3 / 4 players:
  Cocktails       W 3 / 4 / 6
  Hors d'Oeuvres  F 4 / 6 / 8
  Aperitifs       W 3 / 4 / 6
  Main Course     F 7 / 10 / 13
  Digestifs       W and D, 2+2 / 3+3 / 4+4
  Dessert         D 3 / 4 / 6
A course ends when its last token leaves the Platter, served or
trashed. The action under way still finishes (its token is placed);
then the Platter gets the next course and the next seat plays.

THE END
When the Dessert course is empty, the action finishes, then each seat
in turn, starting with the one that took the last token, sends all
its guests home one by one, in the order it picks. Your score is your
Stash. The most points win; equal scores share the win (option
tieBreak=content: most guests sent home Perfectly Content wins among
the tied, then they share).

MODES AND OPTIONS
mode: casual (no abilities), normal (abilities) or advanced
(abilities, faux pas cards and the draft); fauxPas and draft switch
those two on alone. Only casual is built so far: the other modes and
options refuse to start with a one-line message. Project ruling: until
the abilities are built, casual is the default, so that a plain
"play surrealist-dinner-party" works; normal becomes the default when
they arrive. A record that must replay the same later should write
"mode": "casual" in its options.

PROJECT RULINGS
- Once the Platter is empty the course is over at once: nothing more
  comes from it during that action, and it is refilled only when the
  action ends.
- Turns simply go on to the next seat after a course ends.
- In the final sending-home, a seat's order matters only for
  abilities; casual mode still asks it, as the rulebook does.

MOVES
seat G N, home G, end, compliment G H, drama G H, serve T G, trash T,
place A, bonus T T (guests by code: dali; tokens F W D C R; an
appetite by its kind or *).
`;
