/** The rules page of Royal Dinner Party, shown by `dinner-games rules` and the in-game help. */
export const RULES = `ROYAL DINNER PARTY  (solo)
A re-theme of Tom Francis's solitaire Gridcannon.

GOAL
Twelve royal guests (the Jacks, Queens and Kings) come to dinner. Seat
each of them around a 3x3 table of number cards and serve each one a
meal big enough for their appetite before the kitchen runs dry.

THE CARDS
A 52-card deck with two jokers. Number cards are 2 to 10. Guests: a
Jack eats anything and has appetite 11; a Queen (12) wants both meal
cards in her colour (red or black); a King (13) wants both in his suit.
Aces and jokers are favors you keep and spend.

THE TABLE
Positions a1 b1 c1 / a2 b2 c2 / a3 b3 c3, columns left to right and
rows top to bottom; b2 is the centre. Each position holds a stack and
only its top card counts. Twelve seats surround the grid: Ta Tb Tc
above the top row, Ba Bb Bc below the bottom row, L1 L2 L3 to the left
and R1 R2 R3 to the right. Each seat faces one edge position: a corner
has two seats, an edge middle one, the centre none.

SETTING THE TABLE
Turn cards over one by one. Number cards fill the eight outer positions
in reading order (a1 b1 c1 a2 c2 a3 b3 c3), leaving the centre empty.
Guests turned up wait in line; favors go straight to your hand. When
the eight positions are full, the waiting guests sit down in the order
they came (the seating option can put Jacks first or Kings first).

WHERE A GUEST SITS
A guest looks at the outer positions that have a card and a free seat
beside them, and wants the highest card of its own suit; failing that,
the highest of its colour; failing that, the highest card of all. It
sits beside that card. If several positions tie, or a corner has two
free seats, you choose. If no position qualifies, you pick any free
seat. (With the leastInterested option guests want the lowest card.)

THE FINAL TOUCH
Once, after the guests are seated, you may swap one table card for the
next number card of the deck. Guests and favors turned up on the way
are kept and, once the swap is made, seated. The card you took off goes
under the deck. The new card serves nobody.

A TURN
You may spend favors, then you draw.
- A number card must go on a stack whose top card is equal or lower,
  or on an empty position.
- A guest takes a seat at once. A favor joins your hand.
- A number card with nowhere to go may still be rescued with favors
  (an ace to empty a position, a joker to make room). Otherwise it is
  an extra helping: the hungry seated guest who wants it most takes
  it, by the seating rule turned around: the lowest guest (Jack, then
  Queen, then King) of its suit, else of its colour, else of any suit.
  Ties are your choice. The card's value is added to that guest's
  appetite. If every seated guest is already satisfied, the card goes
  under the deck instead.
A number card that has a place must be placed; it is never given away.

SERVING
A card that lands on a position (placed, or moved by a joker) looks
back along its row and its column. A seat at the far end, two positions
away, is offered a meal: the top cards of the two positions between.
An empty position counts as 0 with no suit. The guest is satisfied if
the meal adds up to its appetite or more and, for a Queen or King, both
cards match. Satisfied guests turn face down, keep their seat and are
never served again. Only the landing spot serves: covering a meal card
or uncovering one serves nobody.

FAVORS
Spend them at any point of your turn, before or after the draw, but
not while setting the table.
- Ace: pick up one whole stack (the centre too), turn it face down and
  slide it under the deck. Its bottom card will be the first of them
  drawn. The position is now empty.
- Joker: move the top card of one stack onto another position where it
  could legally be placed. It serves like a placed card.

END
You win the moment all twelve guests are seated and satisfied. Your
score is the number of favors you never spent, counting those still in
the deck (6 is perfect). You lose when an appetite reaches 20 (the
appetiteLimit option), or when the deck is empty, no favor can help,
and a guest is still hungry.

OPTIONS  (--option key=value)
finalTouch=false      no Final Touch
seating=jqk|kqj       setup guests sit Jacks first, or Kings first
leastInterested=true  guests sit by the card they like least
aces=0..4 jokers=0..2 how many favors are in the deck
appetiteLimit=20      the appetite that loses the game
jackAppetite=11 queenAppetite=12 kingAppetite=13

NOTATION
Cards: 2H 10S QD AC, jokers RJ and BJ.
  draw           draw the top card of the deck
  place b2       put the drawn card on b2
  ace a1         spend an ace on the stack at a1
  joker a1 c3    spend a joker: move a1's top card to c3
  seat Ta        seat the waiting guest at Ta (when there is a choice)
  helping L2     give the card to the guest at L2 (when there is a choice)
  swap a1, keep  the Final Touch
A move with only one choice is made for you.

RULINGS
- Guests met during the Final Touch sit down after the swap.
- A card with no place and no hungry guest goes under the deck at once.
- The score of a lost game is 0.
`;
