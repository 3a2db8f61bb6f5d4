/** The Feast: the rules page, in the project's own words (72 columns). */
export const RULES = `THE FEAST

A dinner conversation in card form. Each round a topic comes up and
everyone answers at once with a card. Say the same thing as someone
else and you both put your foot in it. The boldest remark nobody
else made wins the topic; the humblest one picks up a blunder.

The cards
  A Pairs deck of 55 cards with no suits: one 1, two 2s, three 3s
  and so on up to ten 10s. A card is worth its rank in points.

Players and dummies
  2 to 8 players. The table needs at least 4 seats: with 2 or 3
  players, dummy hands fill it up to 4, and the "dummies" option adds
  more dummies to any game (never more than 8 seats at the table in
  all). Dummies are dealt in
  like players, but they play first, a random card, face up, so the
  players can see what the dummies have said before they choose.

Hands and rounds
  A game is 4 hands (the "hands" option changes that). Every hand
  starts from the whole deck, shuffled. Cards are dealt one at a time,
  seat 1 first, around the players and then the dummies, until each
  holds a full hand; the rest is the draw pile.

    seats at the table (dummies included)   4-5   6   7-8
    cards each, and rounds in the hand        8   7     6

A round
  1. The top card of the pile is turned up: the topic.
  2. Each dummy plays a random card from its hand, face up.
  3. Each player picks a card from hand, a ploy, face down. Nobody
     sees another's ploy until every player has chosen; then all are
     turned up together. (At one keyboard the program asks each
     player in turn behind a curtain; the order tells nothing.)
  4. Every ploy whose rank matches another ploy on the table (the
     dummies' count too) is a gaffe.
  5. Among the ploys left (the unmatched ones) the highest captures
     the topic, and the lowest captures one gaffe of its owner's
     choice, if there are any gaffes.
  6. If only one ploy is unmatched, it is both highest and lowest:
     its owner takes either the topic or one gaffe, not both.
  7. If every ploy is matched, nobody captures anything.
  8. Whatever is left on the table is discarded.

Scoring
  Captured cards score their rank. At the end of each hand the points
  are written down and the whole deck is shuffled for the next hand.
  After the last hand the highest total wins; players with the same
  top total share the win. Dummies capture cards like anyone else but
  are not players and never win.

Options
  dummies      dummies added beyond those filling a game up to 4
               seats (0-6, default 0; 8 seats at most)
  hands        hands in a game (1-10, default 4)
  beatDummies  when true, a player must also outscore every dummy to
               win; a dummy on top (or level with the best player)
               means nobody wins (default false)

Rulings of this project
  - Dealing goes one card at a time to seat 1, 2, ... then to dummy
    1, 2, ...; the next card after the deal is the first topic.
  - A dummy whose ploy must choose picks at random: the lowest
    unmatched dummy picks one of the gaffe ranks on the table, the
    only unmatched dummy picks among the topic and each gaffe rank,
    all equally likely.
  - When only one rank of gaffe is on the table, the lowest player's
    capture is forced and the program makes it; the only unmatched
    player always has a choice (the topic, or a gaffe).
  - Gaffes of the same rank are all alike: "take gaffe 8" takes one of
    the 8s, the rest are discarded.
  - By default dummies' totals do not matter for the win: the player
    with the highest total wins even if a dummy scored more.
  - Which seat has chosen is public; what it chose is not, until the
    reveal.

Notation
  Cards are written by rank, 1 to 10. Moves:
    ploy 9         play a 9 from your hand face down
    take topic     (only unmatched ploy) capture the topic
    take gaffe 8   capture one gaffe of rank 8
  In a record every move starts with the seat: "3: ploy 9".
`;
