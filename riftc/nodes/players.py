"""AST: players: who acts, points, turns and winning (Core Rules 127, 189-195, 303-317); the nodes of grammar/players.lark, in its order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftc.nodes.base import AsList, Node
from riftc.nodes.base import node_dataclass as dataclass  # frozen node classes, made cheaply

if TYPE_CHECKING:
    from riftc.nodes.targets import Choice


@dataclass(frozen=True)
class Player(Node):
    """``an opponent``, ``each other player``: ``quantity`` is ``a``/``an``/``each``/``another``,
    ``noun`` is ``player`` (anyone) or ``opponent`` (anyone but you) or ``ally`` (a teammate, rule 489)."""

    quantity: str
    other: str | None
    noun: str


@dataclass(frozen=True)
class ThatPlayer(Node):
    """``that player``: the player named earlier."""

    word: str
    noun: str


@dataclass(frozen=True)
class RelatedPlayer(Node):
    """``its controller`` / ``its owner``: the player who controls or owns an object (rules 127, 189)."""

    words: str


@dataclass(frozen=True)
class RelatedPlayers(Node):
    """``their owners``: the owners (or controllers) of several objects."""

    words: str


@dataclass(frozen=True)
class They(Node):
    """``they``: the players named earlier (``Choose an opponent. They …``)."""

    word: str


@dataclass(frozen=True)
class You(Node):
    """``you``, the controller of the ability, as the subject of an instruction."""


@dataclass(frozen=True)
class YouAnd(Node):
    """``you and that player``, ``you and each opponent``: you together with other players."""

    you: You
    other: Node


@dataclass(frozen=True)
class Combatants(Node):
    """``the attacker and defender``: the players attacking and defending in a combat (rule 460)."""

    first: str
    second: str


@dataclass(frozen=True)
class RolePlayer(Node):
    """``the defender``, ``the attacker``: the player with that role in the combat (rule 460)."""

    role: str


@dataclass(frozen=True)
class PointsScored(Node):
    """``each point you scored from holding this turn`` (rule 467): ``source`` is how they were scored."""

    each: str
    noun: str
    source: str | None
    duration: str


@dataclass(frozen=True)
class PlayerPossessive(Node):
    """``an opponent's``, ``each player's``: what belongs to that player."""

    player: Node


@dataclass(frozen=True)
class PlayerDoes(Node):
    """``Its controller draws 2.``: one player does the instruction (printed with -s verb forms)."""

    player: Node
    instruction: Node


@dataclass(frozen=True)
class PlayersDo(Node):
    """``They reveal their hand.``, ``you and that player each draw 1``: ``each`` says every one of
    them does it separately."""

    players: Node
    each: str | None
    instruction: Node


@dataclass(frozen=True)
class PlayerMay(Node):
    """``each player may return a unit …`` (rule 359): that player chooses whether to do it."""

    player: Node
    instruction: Node


@dataclass(frozen=True)
class PlayerMust(Node):
    """``each player must kill one of their units``: the instruction is not optional."""

    player: Node
    instruction: Node


@dataclass(frozen=True)
class ListedSequence(Node, AsList):
    """``looks at the top 5 cards of their Main Deck, chooses one, then recycles the rest``: steps
    listed with commas and done in order (rule 359); the last one follows ", then"."""

    steps: tuple[Node, ...]


@dataclass(frozen=True)
class ChooseOption(Node):
    """``chooses Cards or Runes``: a player picks one of the named options."""

    first: Option
    second: Option


@dataclass(frozen=True)
class HaveDo(Node):
    """``has you draw 2`` (rule 359): a player lets another player do the instruction."""

    player: Node
    instruction: Node


@dataclass(frozen=True)
class PlaceOnDeck(Node):
    """``place it on the top or bottom of their Main Deck`` (rule 424): the player picks which end."""

    card: Node
    owner: str


@dataclass(frozen=True)
class SubjectChange(Node):
    """``Choose a card from it, and they discard that card.``: two instructions joined by "and",
    the second one done by the player it names (rule 355.5). ``joiner`` is ``"and"`` or ``", and"``."""

    first: Node
    joiner: str
    second: Node


@dataclass(frozen=True)
class TurnOrder(Node):
    """``Starting with the next player, …`` (rule 303.2.a): players act one at a time in turn order."""

    instruction: Node


@dataclass(frozen=True)
class Option(Node):
    """``Cards``, ``Runes``: a named option a player chooses."""

    name: str


@dataclass(frozen=True)
class ForEachChooser(Node):
    """``For each player that chooses Cards, …``: done once for each player who chose that option."""

    player: Player
    option: Option
    instruction: Node


@dataclass(frozen=True)
class ForEachWhoDid(Node):
    """``For each opponent who did, …``: done once for each player who did the instruction before."""

    player: Player
    instruction: Node


@dataclass(frozen=True)
class PlayerPlayed(Node):
    """``an opponent has played another spell this turn``."""

    player: Node
    card: Node
    duration: str


@dataclass(frozen=True)
class TheyDid(Node):
    """``they do`` in ``If they do, …`` (rule 393): the players named earlier did the instruction."""

    players: They


@dataclass(frozen=True)
class HappensBeforeScoring(Node):
    """``This happens before scoring.`` (rule 315.2): a Beginning Phase ability resolves before holding scores."""

    subject: Node


@dataclass(frozen=True)
class ChoosePlayer(Node):
    """``choose an opponent``: later sentences call the chosen player ``they`` (rule 355.5)."""

    player: Node


@dataclass(frozen=True)
class DiscardCard(Node):
    """``discard their hand``, ``discard that card`` (rule 422): particular cards, not a number."""

    cards: Node


@dataclass(frozen=True)
class GainPoints(Node):
    """``gain 1 point`` (rule 194)."""

    amount: int
    noun: str


@dataclass(frozen=True)
class WinGame(Node):
    """``win the game`` (rule 195)."""


@dataclass(frozen=True)
class RaiseVictoryScore(Node):
    """``Increase the points needed to win the game by 1.`` (rule 194.3.a)."""

    amount: int


@dataclass(frozen=True)
class TakeTurn(Node):
    """``take a turn after this one`` (rules 734-738): an additional turn right after this one."""


@dataclass(frozen=True)
class SkipPhase(Node):
    """``Skip your Draw Phase.`` (rule 443)."""

    owner: str
    phase: str


@dataclass(frozen=True)
class PlayerControls(Node):
    """``an opponent controls a battlefield`` (rule 189)."""

    player: Node
    objects: Choice


@dataclass(frozen=True)
class ScoreWithin(Node):
    """``an opponent's score is within 3 points of the Victory Score`` (rule 194); ``negated`` is
    ``not`` in ``your score is not within …``."""

    owner: str | PlayerPossessive
    negated: str | None
    amount: int
    noun: str


@dataclass(frozen=True)
class EventDuring(Node):
    """``you play a card on an opponent's turn``: the event counts only during that turn (rule 304)."""

    event: Node
    turn: DuringTurn


@dataclass(frozen=True)
class DuringTurn(Node):
    """``on an opponent's turn``, ``on your turn``."""

    owner: str | PlayerPossessive
    phase: str


@dataclass(frozen=True)
class PlayerScoresEvent(Node):
    """``an opponent scores`` (rule 467): another player scores, maybe at a place (``here``)."""

    player: Node
    location: Node | None


@dataclass(frozen=True)
class PlayersEvent(Node):
    """``they hold`` (rule 467): something the players named earlier do."""

    players: str
    verb: str
    location: Node | None


@dataclass(frozen=True)
class PlayerMovesEvent(Node):
    """``an opponent moves to a battlefield`` (rule 420): another player moves units there."""

    player: Node
    destination: Node


@dataclass(frozen=True)
class PlayerPlayEvent(Node):
    """``an opponent plays a gear``, ``a player plays a unit here`` (rule 419)."""

    player: Node
    card: Node


@dataclass(frozen=True)
class OptionalMoveWith(Node):
    """``I may be moved with it.`` (rule 420): the controller may move this along with that unit."""

    subject: Node
    leader: Node


@dataclass(frozen=True)
class CanLookAt(Node):
    """``You can look at their facedown cards this turn.`` (rule 811): a permission for a while."""

    target: Node
    duration: str


@dataclass(frozen=True)
class NoKillThisWay(Node):
    """``you don't kill a unit this way`` (rule 393): an exception to the kill instruction before."""

    players: Node
    dont: str
    target: Node
