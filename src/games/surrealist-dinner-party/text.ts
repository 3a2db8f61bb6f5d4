/** Surrealist Dinner Party: the rules page, in the project's own words (72 columns). */
export const RULES = `SURREALIST DINNER PARTY
2 to 4 players. A Resonym game (2021): normal mode (every guest's
ability), casual mode (none) or advanced mode (abilities, faux pas
cards and the draft).

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
- Plate abilities (plates), once a course, with a plate guest seated:
  use the plate abilities of your seated guests one at a time, in the
  order you like, each at most once (use klee), and stop when you want
  (end). Not in casual mode.

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

ABILITIES (normal mode)
Each guest's card says what it does, in three timings:
- plate: used with the plate action above;
- door: when the guest goes home, once its tokens are stashed and its
  Perfectly Content bonus picked; its neighbours are those it had when
  it left;
- none: a standing rule (Cahun's and Ernst's matching, Toyen's
  immunity, Oppenheim's bigger bonus), always in force, or a trigger
  (Fini, Sage, Colquhoun, Magritte) that may happen at its moment.
Every ability is optional: a door or trigger is offered to its owner
(use colquhoun, or skip) only when it could do something. Once you use
one, you carry all of it out: "up to 3" means 3 unless fewer exist.
Its choices are yours, one move each: a kind of token (pick C), a
guest (target klee) or a token on a guest (take klee W; with the same
kind on appetites of two kinds, name the appetite: take klee W *);
Tanning seats with seat klee 2. Tokens an ability gives are placed by
their guests' owners as they come, in the card's order; a guest's
neighbours go in ring order, the one before it first. Where a step
cannot happen it is passed over, or its "otherwise" part happens
instead; Agar's swap may be declined (skip) for her Compliment.
Toyen: other players' actions and abilities neither give her tokens
nor take hers (a token meant for her stays in the kitchen).
Guests in a hand or gone home do nothing.

COURSES
The menu, tokens for 2 / 3 / 4 players:
  Cocktails       W 3 / 4 / 6
  Hors d'Oeuvres  F 4 / 6 / 8
  Aperitifs       W 3 / 4 / 6
  Main Course     F 7 / 10 / 13
  Digestifs       W and D, 2+2 / 3+3 / 4+4
  Dessert         D 3 / 4 / 6
A course ends when its last token leaves the Platter, served, trashed
or taken by an ability. The action under way still finishes (its
tokens are placed, its other plate abilities may still be used, but
nothing more comes from the Platter); Colquhoun's trigger comes; then
the Platter gets the next course and the next seat plays.

THE END
When the Dessert course is empty, the action finishes, then each seat
in turn, starting with the one that took the last token, sends all
its guests home one by one, in the order it picks; door abilities
still happen, except those that seat, draw or send home a guest (Sun
Ra, Tanning, Rahon), which do nothing then. Your score is your Stash,
plus the faux pas cards you claimed. The most points win; equal scores
share the win (option tieBreak=content: most guests sent home
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
  bottle       Another bottle       race     W 4  3
  sweettooth   Sweet tooth          race     D 2  3
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
switch those two on alone, in any mode. An option set explicitly wins
over the mode: advanced with fauxPas=false drafts but deals no faux
pas, and advanced with draft=false deals faux pas without a draft.

PROJECT RULINGS
- Once the Platter is empty the course is over at once: nothing more
  comes from it during that action, and it is refilled only when the
  action ends.
- Turns simply go on to the next seat after a course ends.
- In the final sending-home, a seat's order matters only for
  abilities; casual mode still asks it, as the rulebook does.
- Picks in the draft and the faux pas keep are made one seat after
  another but shown only when all are made, as if made together.
- A race card goes to the seat whose token reached its count; tokens
  enter a Stash one at a time, so only one seat can be first.
- A Perfectly Content bonus of 3 (Oppenheim) is picked two tokens,
  then one (bonus F W, bonus D).
- Fini answers a Compliment placed on a neighbour (one trashed for
  want of room, or turned away by Toyen, was never received); tokens
  Zürn puts back are not received either.
- Rahon may send home any neighbour, Toyen included: going home gives
  the tokens to her own player, it takes none from her.

MOVES
seat G N, home G, end, compliment G H, drama G H, serve T G, trash T,
place A, bonus T T (bonus T for a last odd one), plates, use G, skip,
pick T, target G, take G T (take G T A), before play draft G and
keep C or keep C C; guests and faux pas cards by code: dali, glutton;
tokens F W D C R; an appetite by its kind or *.
`;
