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
Stash, plus the faux pas cards you claimed. The most points win; equal
scores share the win (option tieBreak=content: most guests sent home
Perfectly Content wins among the tied, then they share).

THE DRAFT (option draft=true, and mode advanced)
Your six dealt guests are not yet yours: they are a hand to pick
from. Each of you keeps one of them face down (draft dali) and, when
everyone has kept one, hands the rest to the next seat (seat 1 to
seat 2, the last seat to seat 1). Pick again from the smaller hand
you were given, and so on until everyone has kept six. The program
asks seat 1 first, then seat 2...; nobody sees what another kept.

FAUX PAS (option fauxPas=true, and mode advanced)
Ten faux pas cards: each gives points for tokens of one kind in your
Stash. Two are dealt to each seat, one at a time, seat 1 first, after
the guests. Once your guests are known (after the draft), you keep
one or both face up beside the Platter (keep glutton, or keep glutton
bottle) and the other goes back to the box. Everyone chooses before
anything is shown: a choice stays hidden until the last seat has
chosen, then all are turned up together. A card in play helps
whoever earns it, not only the seat that chose it.
- A race card (count and token shown) goes to the first seat whose
  Stash holds that many of its token, at any moment, the final
  sending-home included, and its points count from then on. If
  nobody gets there, nobody scores it.
- A majority card goes at the end to the seat with the most of its
  token in its Stash, or to every seat tied for the most; with no
  such token stashed anywhere, nobody scores it.
  The cards (rulesets/surrealist-dinner-party.yaml): kind, token,
  count for a race, points:
  seconds      Second helpings      race     F 6  3
  bottle       Another bottle       race     W 5  3
  sweettooth   Sweet tooth          race     D 3  3
  flatterer    Flatterer            race     C 5  2
  scene        Scene-stealer        race     R 6  2
  glutton      Glutton              majority F    2
  sommelier    Sommelier's darling  majority W    2
  patissier    Pâtissier's pet      majority D    3
  charmer      Charmer              majority C    2
  troublemaker Troublemaker         majority R    2

MODES AND OPTIONS
mode: casual (no abilities), normal (abilities, the default) or
advanced (abilities, faux pas cards and the draft); fauxPas and draft
switch those two on alone, in any mode.

PROJECT RULINGS
- Once the Platter is empty the course is over at once: nothing more
  comes from it during that action, and it is refilled only when the
  action ends.
- Turns simply go on to the next seat after a course ends.
- In the final sending-home, a seat's order matters only for
  abilities; casual mode still asks it, as the rulebook does.
- Picks in the draft and the faux pas keep are made one seat after
  another but shown only when all are made, as if made together.
- Two Perfectly Content tokens enter the Stash together; a race card
  can only be claimed by the seat whose token reached the count.

MOVES
seat G N, home G, end, compliment G H, drama G H, serve T G, trash T,
place A, bonus T T, before play draft G and keep C or keep C C (guests
and faux pas cards by code: dali, glutton; tokens F W D C R; an
appetite by its kind or *).
`;
