/** Just Desserts: the rules page, in the project's own words (72 columns). */
export const RULES = `JUST DESSERTS
2 to 5 players. A Looney Labs game (rules version 4.2, published cards).

You are waiters at a dessert party. Guests arrive one by one; serve
them what they crave to seat them at your table. Win at once with
three guests of one trio icon, or hold the most points when the party
closes.

THE CARDS
24 guests. Each craves some flavors, may dislike others, has a
favorite dessert or two (Nature Girl has none), is worth points, and
carries one of eight trio icons (heart, diamond, club, spade, star,
circle, square, crescent), three guests per icon.
76 desserts, each with one to four flavors: chocolate, fruit, cake,
pudding, pie, spices, nuts, ice cream, pastry, marshmallow, veggies,
cookie. A dessert with a single flavor is an "ace".

SETUP
The guests and the desserts are shuffled into two face-down piles.
Everyone is dealt 5 desserts (option startingHand), one at a time,
seat 1 first. Seat 1 starts; turns pass to the left (seat 1, 2, 3,
...).

SERVING
A serve is one, two or three desserts from your hand whose flavors
together include every craving of the guest and none of its
dislikes. The desserts go to the dirty dishes (face up). If one of
them is the guest's favorite, you draw one extra dessert.

A TURN
1. Draw a dessert and a guest. The guest is shown to everyone.
2. Serve the guest and keep it, or pass. A passed guest is offered
   to the others in turn order, starting at your left. A player who
   holds no serve for it is skipped; a player who can serve it may
   serve it (it joins their table) or pass. If nobody serves it, it
   goes on top of the Waiting Room (face up) and every player, you
   first, draws a dessert.
3. Steal phase: do one of these, or nothing.
   - Steal a guest from another player: serve it again from your
     hand, keeping at least one dessert, then give that player one
     dessert of your choice as a bribe. Before anything is paid, the
     victim may block the steal by discarding an ace whose flavor
     the guest craves; then you keep your desserts and your turn
     ends.
   - Take the top guest of the Waiting Room by serving it (no bribe).
   - Freshen: discard any number of desserts, then draw as many.

When the dessert pile is empty, the dirty dishes are shuffled into a
new pile. If both are empty, nothing is drawn.

THE END
A player who holds three guests of one trio icon wins at once.
When a turn begins and the guest pile is empty, closing time starts:
each turn is only a dessert draw and the steal phase. After 3 full
rounds (option closingRounds) of such turns, the party closes: most
points win; on a tie, most guests; still tied, the tied players
share the win.

POINTS
Nature Girl 5. Mr Healthy, Mrs Jenkins, Boston Guy, Mary Ann, the
Hermit 4. The Hippie, Wally, Mojo, the Little Boy, the Dude, Inga,
Bob Fruitcake, Granny, Roland, Agent 17, the Astronaut, Candice 3.
The Tourist, the Professor, the Little Girl, Fuzzy, the Lumberjack
2. The Emperor 1.

NOTATION
Every card has a short code: guests like agent17, nature, boy;
desserts like fudge, turnover, blackforest (the ruleset file lists
them all). In a record a move starts with the seat: "2: pass".
  serve D [D [D]]   serve the guest at hand with these desserts
  pass              do not serve the guest at hand
  steal G D [D [D]] steal guest G, serving it with these desserts
  waiting D [D [D]] serve the top guest of the Waiting Room
  discard D         freshen: discard D (repeat for more)
  done              end freshening: draw one dessert per discard
  end               end the turn without stealing or freshening
  block D           (victim) block the steal with the ace D
  allow             (victim) let the steal happen
  bribe D           (stealer) pay D to the victim
The desserts of a serve may be written in any order (the program
writes them in alphabetical order of their codes). A choice with one
legal move (such as "pass" with nothing that fits) is made for you.
Example turn: "1: serve fudge turnover" serves the guest at hand;
"1: steal boy smores" tries to steal the Little Boy; "2: allow" lets
it go; "1: bribe yams" pays the bribe. Freshening two desserts:
"1: discard brittle", "1: discard cheesecake", "1: done".

RULINGS
- Points come from the Beta edition's list; the Astronaut and
  Candice are not on it and score 3 each (the project's choice).
- Rulebook names: Nana is Granny, Boston Cream Pie Guy is Boston Guy.
- The guest drawn is shown to all at once; the program checks every
  serve, so false calls and dropped dishes cannot happen.
- The offer goes around in turn order from the drawer's left; the
  first who serves takes the guest. Players who could serve may pass.
- No idle desserts: each dessert of a serve must supply a craving
  the others lack, or be a favorite (option idleDesserts allows any
  dessert the guest does not dislike).
- A steal needs a dessert left over for the bribe. A victim is asked
  only when it holds an ace that can block; a blocked stealer keeps
  everything and its turn ends. A favorite served in a steal draws
  its extra dessert before the bribe is chosen.
- The bribe passes face down: only the two players see it.
- Freshening is one or more "discard" moves and then "done"; it
  cannot be combined with a steal or a Waiting Room serve.
- Closing time counts full rounds from the first turn that finds
  the guest pile empty; a trio still wins at once during it.
- A stacked deck (a record's "deck") lists all 100 cards: the guests
  in the order given form the guest pile and the desserts in the
  order given the dessert pile, top first; hands are dealt from the
  top of the dessert pile.
`;
