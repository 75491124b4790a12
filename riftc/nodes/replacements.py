"""AST: replacements, restrictions, control and copies (Core Rules 188, 367-372, 437, 454, 477.1); the nodes of grammar/replacements.lark, in its order."""

from __future__ import annotations

from riftc.nodes.base import AsList, Node
from riftc.nodes.base import node_dataclass as dataclass  # frozen node classes, made cheaply


@dataclass(frozen=True)
class Replacement(Node):
    """``If I would die, kill this instead.`` (rule 367): the event is replaced by the instruction."""

    event: Node
    instruction: Node


@dataclass(frozen=True)
class IfWould(Node):
    """``if it would die this turn``: every such event (for a while) is replaced."""

    event: WouldEvent
    duration: Node | str | None


@dataclass(frozen=True)
class NextTime(Node):
    """``the next time it would die this turn``: only the next such event is replaced (rule 390.3)."""

    ordinal: str
    event: WouldEvent
    duration: str | None


@dataclass(frozen=True)
class WhenWould(Node):
    """``when a buffed unit you control would die``: a replacement worded with ``when``."""

    event: WouldEvent
    duration: Node | str | None


@dataclass(frozen=True)
class AsEvent(Node):
    """``As this is attached to a unit, …`` (rule 370.1.b.1): done as the event happens."""

    event: AttachedEvent


@dataclass(frozen=True)
class IfPlayerWould(Node):
    """``if you would reveal cards from a deck``: every such action of the player is replaced."""

    event: PlayerWould
    duration: str | None


@dataclass(frozen=True)
class OnceIfWould(Node):
    """``Once each turn, if you would …``: a replacement that applies to one such event per turn."""

    each_turn: str
    event: PlayerWould


@dataclass(frozen=True)
class NextTimeEffect(Node):
    """``The next time it dies this turn, recall it instead.``: a one-shot delayed ability (rule 390);
    a delayed replacement when the instruction says ``instead`` (390.3), else a delayed trigger (390.2)."""

    ordinal: str
    event: Node
    duration: str | None
    instruction: Node


@dataclass(frozen=True)
class WouldEvent(Node):
    """``I would die``, ``that unit would be dealt damage``: the event that would happen (rule 369.1)."""

    subject: Node
    happening: Node


@dataclass(frozen=True)
class Going(Node):
    """``go to your trash`` (rule 056.2): a card changing zones, maybe only from some zones."""

    zone: Node
    origin: FromAnywhereBut | None = None


@dataclass(frozen=True)
class FromAnywhereBut(Node):
    """``from anywhere other than your Main Deck``: any zone except the one named (rule 107)."""

    zone: Node


@dataclass(frozen=True)
class MainDeck(Node):
    """``your Main Deck`` as a zone (rule 108.4)."""

    owner: str


@dataclass(frozen=True)
class AttachedEvent(Node):
    """``this is attached to a unit`` (rule 434): the attachment an ``as`` replacement goes with."""

    subject: str
    unit: Node


@dataclass(frozen=True)
class During(Node):
    """``during combat`` (rule 459): only while a combat is under way."""


@dataclass(frozen=True)
class PlayerWould(Node):
    """``you would play a token unit while I'm at a battlefield``, ``a player would score 1 point from
    conquering or holding …`` (rule 369.1): a player's own action, replaced."""

    player: Node
    action: Node
    condition: Node | None


@dataclass(frozen=True)
class WouldPlay(Node):
    """``play a token unit`` (rule 419), as a player's action that would happen."""

    target: Node


@dataclass(frozen=True)
class RevealFromDeck(Node):
    """``reveal cards from a deck`` (rule 424): any reveal from the top of a deck."""

    cards: Node
    article: str


@dataclass(frozen=True)
class ScoreFrom(Node):
    """``score 1 point from conquering or holding during their first or second turn`` (rules 115, 467)."""

    amount: int
    noun: str
    ways: ScoringWays
    turns: DuringTurns | None


@dataclass(frozen=True)
class ScoringWays(Node, AsList):
    """``from conquering or holding``: the ways of scoring that count (rule 467)."""

    ways: tuple[str, ...]


@dataclass(frozen=True)
class DuringTurns(Node):
    """``during their first or second turn`` (rule 115): on one of these turns of the player."""

    owner: str
    ordinals: Node
    phase: str


@dataclass(frozen=True)
class WouldActs(Node, AsList):
    """``stun me, give me -[M], or return me to hand``: one of several things that would be done."""

    acts: tuple[Node, ...]


@dataclass(frozen=True)
class GiveLoss(Node):
    """``give me -[M]`` (rule 143.2): lower the object's Might by any amount."""

    target: Node
    loss: MightLoss


@dataclass(frozen=True)
class GiveLossTo(Node):
    """``give -[M] to a unit it chooses``: the same, with the receiver last."""

    loss: MightLoss
    target: Node


@dataclass(frozen=True)
class MightLoss(Node):
    """``-[M]``: a Might decrease of any size."""


@dataclass(frozen=True)
class GivesAdditional(Node):
    """``it gives an additional -1 [M]``: the Might change it makes is bigger by that much (rule 369)."""

    subject: Node
    amount: Node


@dataclass(frozen=True)
class LeadingInstead(Node):
    """``instead heal it, exhaust it, and recall it``: ``instead`` before its instruction."""

    instruction: Node


@dataclass(frozen=True)
class InsteadOf(Node):
    """``return it to its owner's hand instead of putting it in their trash`` (rule 370.1.b)."""

    instruction: Node
    replaced: Putting


@dataclass(frozen=True)
class Putting(Node):
    """``putting it in their trash``: the replaced action, named in ``-ing`` form."""

    card: Node
    prep: str
    destination: Node


@dataclass(frozen=True)
class Series(Node, AsList):
    """``heal it, exhaust it, and recall it``: three or more actions done in order."""

    steps: tuple[Node, ...]


@dataclass(frozen=True)
class Recall(Node):
    """Recall (rule 454): ``recall it exhausted``, ``recall it at end of turn``; not a move."""

    target: Node
    state: str | None
    later: str | None


@dataclass(frozen=True)
class Send(Node):
    """``Send it to base.``: the reminder of recall (rule 454)."""

    target: Node
    zone: Node


@dataclass(frozen=True)
class NotAMove(Node):
    """``This isn't a move.`` (rule 454): move triggers do not see a recall."""


@dataclass(frozen=True)
class Heal(Node):
    """Heal (rule 418): ``heal me``."""

    target: Node


@dataclass(frozen=True)
class NamedSelf(Node):
    """``Guardian Angel`` in its own text: the card naming itself (rule 136.2.d)."""

    name: str


@dataclass(frozen=True)
class Prevent(Node):
    """Prevent (rule 437): ``prevent it``, ``prevent the next 7 damage that would be dealt to it``."""

    damage: Node


@dataclass(frozen=True)
class PreventedDamage(Node):
    """``the next 7 damage that would be dealt to it this turn``: the prevent value, the damage, how long (437.1.b)."""

    value: Node | str
    source: str | None
    damage: str
    dealt: Node | None
    duration: str | None


@dataclass(frozen=True)
class NextAmount(Node):
    """``the next 7``: a prevent value (rule 437.1.b.1.a); ``all`` is the other kind."""

    ordinal: str
    amount: int


@dataclass(frozen=True)
class DealtTo(Node):
    """``that would be dealt to it``: damage from any source to the target."""

    target: Node


@dataclass(frozen=True)
class DealtDuringBy(Node):
    """``that would be dealt this turn by spells and abilities``: damage these sources deal, for a while (rule 417.6)."""

    duration: str
    sources: Sources


@dataclass(frozen=True)
class DealtBy(Node):
    """``that enemy spells and abilities would deal to me``: damage from these sources to the target."""

    that: str
    sources: Sources
    target: Node


@dataclass(frozen=True)
class DoubleDamage(Node):
    """``Double all damage that would be dealt to it this turn.`` (rules 369, 417)."""

    damage: Node


@dataclass(frozen=True)
class ControlChange(Node):
    """``take control of it``, ``gain control of a spell``, ``lose control of that unit`` (rule 188)."""

    change: str
    target: Node


@dataclass(frozen=True)
class MakeNewChoices(Node):
    """``make new choices for it`` (rule 359.3.f.4): choose a spell's or ability's targets again."""

    target: Node


@dataclass(frozen=True)
class Restriction(Node):
    """``I can't be readied.``, ``Units can't move to base.``: an action the subject can't do or undergo."""

    subject: Node
    forbidden: Node
    unless: Unless | None


@dataclass(frozen=True)
class PlayerRestriction(Node):
    """``Its controller can't play spells``: an action a player can't do (rule 363)."""

    player: Node
    forbidden: Node
    unless: Unless | None


@dataclass(frozen=True)
class EveryPlayer(Node):
    """``opponents`` / ``players`` as the subject of a restriction: every opponent, every player (rule 102);
    ``noun`` is the plural as printed, in lower case."""

    noun: str


@dataclass(frozen=True)
class CanBeTimes(Node):
    """``I can be [Empowered] up to three times.`` (rule 441.1.c.1)."""

    subject: Node
    status: Node
    up_to: str
    count: int | str


@dataclass(frozen=True)
class Ignores(Node):
    """``You ignore [Tank] while assigning combat damage here.``: a keyword that stops applying."""

    who: Node
    keyword: Node
    location: Node | None


@dataclass(frozen=True)
class IsCopy(Node):
    """``I am a copy of the chosen unit.`` (rule 477.1.b): a copy as a state."""

    subject: Node
    words: str
    original: Node


@dataclass(frozen=True)
class NoDamageTaken(Node):
    """``I don't take damage.`` (rule 437): all damage to the subject is prevented."""

    subject: Node
    verb: str
    damage: str


@dataclass(frozen=True)
class BuffLimit(Node):
    """``A unit may have no more than one buff at a time.`` (rule 426.1.b.1)."""

    subject: Node
    count: str


@dataclass(frozen=True)
class OnlyPermission(Node):
    """``Opponents can only play units to their base.``: the only way left to do an action."""

    subject: Node
    permitted: Node


@dataclass(frozen=True)
class Playing(Node):
    """``play cards``, ``play units to their base`` (rule 419), as something forbidden or permitted."""

    target: Node
    destination: Node | None


@dataclass(frozen=True)
class Readying(Node):
    """``ready enemy units`` (rule 415), as something forbidden."""

    target: Node


@dataclass(frozen=True)
class Scoring(Node):
    """``score points``, ``score here until their third turn`` (rule 467), as something forbidden."""

    points: str | None
    location: Node | None
    until: Until | None


@dataclass(frozen=True)
class GainingPoints(Node):
    """``gain points`` (rule 194.1: any way of getting points), as something forbidden."""

    points: str
    until: Until | None


@dataclass(frozen=True)
class StartingWith(Node):
    """``start the game with a token battlefield`` (rule 179): what a player may not begin with."""

    target: Node


@dataclass(frozen=True)
class PlayingElsewhere(Node):
    """``play me anywhere else`` (rule 419), as something forbidden."""

    card: Node


@dataclass(frozen=True)
class Until(Node):
    """``until I die``: the event that ends a duration."""

    event: Node


@dataclass(frozen=True)
class NthTurn(Node):
    """``their third turn`` (rule 115): a player's turn counted from the start of the game."""

    owner: str
    ordinal: str
    turn: str


@dataclass(frozen=True)
class BeActedOn(Node):
    """``be moved by enemy spells and abilities``, ``be played here``, ``be dealt damage``."""

    action: str
    damage: str | None
    by: BySources | None
    location: Node | None
    turns: OnTurns | None


@dataclass(frozen=True)
class OnTurns(Node):
    """``on your first, second, or third turns`` (rule 115): only on these turns of that player."""

    owner: str
    ordinals: TurnOrdinals


@dataclass(frozen=True)
class TurnOrdinals(Node, AsList):
    """``first, second, or third``: which turns."""

    ordinals: tuple[str, ...]


@dataclass(frozen=True)
class BySources(Node):
    """``by enemy spells and abilities``: who would do the action."""

    sources: Sources


@dataclass(frozen=True)
class Sources(Node):
    """``enemy spells and abilities``, ``your spells and abilities`` (no owner: anyone's)."""

    owner: str | None


@dataclass(frozen=True)
class Moving(Node):
    """``move from here to base``, ``move it to base``: the subject moving, or moving something (rule 420)."""

    moved: MovingObject | None
    origin: MovingFrom | None
    destination: Node


@dataclass(frozen=True)
class MovingAnywhere(Node):
    """``move it``: moving something anywhere at all, as something forbidden (rule 420)."""

    moved: MovingObject


@dataclass(frozen=True)
class MovingObject(Node):
    """``it`` in ``move it``: what is moved."""

    target: Node


@dataclass(frozen=True)
class MovingFrom(Node):
    """``from here``: where a move starts."""

    place: Node


@dataclass(frozen=True)
class Unless(Node):
    """``unless I'm in combat``: the statement holds except while the test is true."""

    test: Node


@dataclass(frozen=True)
class UnlessInstruction(Node):
    """``Counter a spell unless its controller pays [2].`` (rule 359.3.e): not done if the player does that."""

    instruction: Node
    unless: UnlessDoes


@dataclass(frozen=True)
class UnlessDoes(Node):
    """``unless its controller has you draw 2``: what the player may do to stop the instruction."""

    player: Node
    action: Node


@dataclass(frozen=True)
class YouCant(Node):
    """``you can't``: the instruction before could not be done (rule 359.3.e.6)."""


@dataclass(frozen=True)
class Lasting(Node):
    """``It can't be chosen by enemy spells and abilities this turn.``: a statement an instruction makes true for a while."""

    statement: Node
    duration: str


@dataclass(frozen=True)
class BecomesCopy(Node):
    """``It becomes a copy of that unit.`` (rule 477.1.b): the subject takes the copyable traits of the original."""

    subject: Node
    original: Node
    duration: ForAsLongAs | None


@dataclass(frozen=True)
class BecomeCopies(Node):
    """``They become copies of me.``: each of the objects becomes a copy (rule 477.1.b)."""

    subject: Node
    original: Node


@dataclass(frozen=True)
class CopyText(Node):
    """``copy that unit's text to this Equipment's effect text`` (rules 136.2, 477.1.b.2)."""

    source: Node
    duration: ForAsLongAs | None


@dataclass(frozen=True)
class ForAsLongAs(Node):
    """``for as long as this is attached to it``: the effect ends when this stops being true."""

    event: AttachedEvent


@dataclass(frozen=True)
class ControlUntil(Node):
    """``You control it until I leave the board.`` (rule 188): control for a while."""

    target: Node
    until: Until


@dataclass(frozen=True)
class StaticOverride(Node):
    """``Your units have +1 [M]. If I'm [Empowered], they have +2 [M] instead.`` (rules 364.3, 367)."""

    statement: Node
    condition: Node
    replacement: Node
    reminder: Node | None
