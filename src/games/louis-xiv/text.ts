/** Louis XIV's royal dinner: the rules page, in the project's own words (72 columns). */
export const RULES = `LOUIS XIV'S ROYAL DINNER
1 to 4 players. Jolly Dutch, 2024 (author Wouter van Strien).

You wait on six picky nobles. Each wants an exact plate of food cards;
feed it exactly and it scores. Score all six to win at once, or hold
the most points when the party ends. Alone, you play nine turns
against the A.I. deck and are rated on your points.

THE CARDS
72 food cards: values 1-12 in six colours, blue B (dessert), green G
(drinks), purple P (fruit), pink K (pastries), yellow Y (savory) and
white W (abundance). White counts as any noble's colour and keeps its
value. Written value first: 7B, 12W. One end-of-party card, END.
Each seat has six nobles, n1-n6, all on one side (option side):

 unmasked
  n1  four cards of one value, one of them in the noble's colour (3)
  n2  two pairs of two values, each pair with the colour        (2)
  n3  four cards of the colour adding up to less than 15        (2)
  n4  three cards of the colour, two adding up to the third     (1)
  n5  four cards of the colour adding up to more than 38        (3)
  n6  any cards adding up to exactly 25                         (1)
 masked
  n1  a pair and a three of a kind, each with the colour        (3)
  n2  four cards of the colour, all even or all odd             (1)
  n3  four cards, each lower than the one placed before it;
      the first and the last in the colour                      (2)
  n4  six cards: the first three falling, the last three
      rising (the fourth may be anything); the first and the
      fourth in the colour                                      (2)
  n5  like n3 but rising                                        (2)
  n6  one to five cards adding up to exactly 25, no white, no
      two of one colour                                         (2)

Points in brackets. Each seat's colours and its imposter (the corner,
the chevron, three corners, the hub) are listed in the ruleset
(rulesets/louis-xiv.yaml); seat 1's are the rulebook's, the rest are
the project's design. Needs are exact: one card too many spoils a
noble, and a "run" falls or rises strictly.

SETUP
The food cards are shuffled into three decks of 24; END is shuffled
into the bottom deck. Nine cards from the top make the tray, dealt in
reading order (a1 b1 c1 / a2 b2 c2 / a3 b3 c3). Seat 1 starts.

A TURN
1. Take three cards: a whole row, a whole column, or, once per game,
   the three cells of your imposter in any of its four placements.
2. Place them one at a time, in any order you like, each under one of
   your unscored nobles. If a noble can no longer be completed after
   a card goes under it, all its cards (the new one too) go to the
   discard pile at once, and it is free for the next card. Whether a
   noble can be completed is judged against all 72 food cards less
   those already under it, never where the others are. Cards under a
   noble never move.
3. Every noble whose cards now meet its need exactly scores: its
   points are yours and its cards are discarded. Then you may throw
   away all the cards of any of your unscored nobles, as often as you
   like, and say "done".
4. The empty cells are refilled from the pile in reading order.

THE END OF THE PARTY
The first time END is drawn, the discards and the rest of the pile are
shuffled and split into three decks (their sizes differ by one at
most, the bigger on top); END is shuffled into the middle one and
refilling goes on. The second time END is drawn, the game ends at
once (option finishRound: END is set aside, the round is finished so
that every seat has had as many turns, then the game ends).
Scoring all six nobles wins at once. Otherwise the most points win; a
tie goes to the most cards under unscored nobles; still tied, the
tied seats share the win.

Who wins at four seats: under the rules as written seat 1 wins more
often than its fair 25%, because it may have one turn more than the
others. Measured with this program (four greedy players, the same
2000 deals each way, 95% intervals):
  rules as written   seat 1 wins 37.8% (35.7-39.9), seat 4 18.9%
  finishRound true   seat 1 wins 28.7% (26.7-30.7), seat 4 26.6%
The prototype measured 39% and about 25%.

SOLO
No END card. The nine solo cards are shuffled into the A.I. deck. Each
of nine rounds: the A.I. draws a solo card and discards the three
cells it names, the tray is refilled, then you take a turn and the
tray is refilled. The game ends when your ninth turn is over, after
its scoring and any disposing, with done (at once with six nobles;
the tray is not refilled). Rating: 11-12 waiter of the year, 9-10 a
big tip, 7-8 good enough, 0-6 fired; 7 points or more count as a win.

MOVES
row 2, col b            take a row or a column
imposter a1 b1 a2       take your imposter's cells (in any order)
place 7B n3             put a card you took under a noble
dispose n2              throw away a noble's cards (after placing)
done                    end the turn (made for you when nothing is
                        left to throw away)
`;
