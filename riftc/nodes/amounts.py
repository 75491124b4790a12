"""AST: amounts: numbers read from the game and comparisons with them (Core Rules 143.2, 206, 355.11, 417, 712); the nodes of grammar/amounts.lark, in its order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftc.nodes.base import AsList, Node
from riftc.nodes.base import node_dataclass as dataclass  # frozen node classes, made cheaply

if TYPE_CHECKING:
    from riftc.nodes.instructions import MightAmount
    from riftc.nodes.keywords import Keyword
    from riftc.nodes.statements import Grants


@dataclass(frozen=True)
class EqualTo(Node):
    """``equal to my Might``: an amount read from the game when the instruction is done (rule 359.3.f.2)."""

    amount: Node


@dataclass(frozen=True)
class MightOf(Node):
    """``my Might``, ``its base Might``, ``their Mights`` (rule 143.2), kept as printed in ``words``."""

    words: str

    @property
    def owner(self) -> str:
        """Whose Might: ``my``, ``its``, ``their``, ``our`` or ``your``."""
        return self.words.split()[0]

    @property
    def base(self) -> bool:
        """``base Might``: the printed value before modifiers."""
        return " base " in f" {self.words} "


@dataclass(frozen=True)
class MightOfTarget(Node):
    """``the Might of another friendly unit`` (rule 143.2)."""

    word: str
    target: Node


@dataclass(frozen=True)
class MightOfChoice(Node):
    """``a friendly unit's Might`` (rule 143.2): the Might of a chosen object."""

    owner: Node
    word: str


@dataclass(frozen=True)
class MightOfChosen(Node):
    """``the burned card's Might`` (rule 143.2): the Might of the object an instruction acted on."""

    chosen: Node
    word: str


@dataclass(frozen=True)
class NumberOf(Node):
    """``the number of cards in your trash``: how many objects match."""

    counted: Node


@dataclass(frozen=True)
class TotalMight(Node):
    """``the total Might of enemy units there`` (rule 355.11): the Mights summed."""

    word: str
    counted: Node


@dataclass(frozen=True)
class HighestMight(Node):
    """``the highest Might among units you control``."""

    word: str
    among: Node


@dataclass(frozen=True)
class DamageMarked(Node):
    """``the damage marked on it`` (rule 142.4)."""

    on: Node


@dataclass(frozen=True)
class KeywordValue(Node):
    """``my [Assault]``: the number of a keyword the owner has (Assault 807)."""

    owner: str
    keyword: Keyword


@dataclass(frozen=True)
class CostBounds(Node, AsList):
    """The bounds of a cost filter, joined by ``and``."""

    items: tuple[Node, ...]


@dataclass(frozen=True)
class KindedBound(Node):
    """``Power cost no more than [A]``: a later bound on another part of the cost."""

    kind: str
    bound: Node


@dataclass(frozen=True)
class CostAtMost(Node):
    """``no more than [4]``, ``no more than my Might``: an upper bound on a cost."""

    bound: str
    limit: Node


@dataclass(frozen=True)
class CostBounded(Node):
    """``[A][A] or more``: a cost compared with a fixed cost."""

    limit: Node
    comparative: str


@dataclass(frozen=True)
class CostThan(Node):
    """``less than your points``: a printed cost compared with an amount (rule 206)."""

    comparative: str
    amount: Node


@dataclass(frozen=True)
class KindLimits(Node, AsList):
    """``no more Energy and no more Power``: one bound per part of the cost."""

    limits: tuple[Node, ...]


@dataclass(frozen=True)
class KindLimit(Node):
    """``no more Energy``: a bound on one part of the cost."""

    bound: str
    kind: str


@dataclass(frozen=True)
class PointsOf(Node):
    """``your points`` (rule 467)."""

    owner: str
    word: str


@dataclass(frozen=True)
class ThatMuch(Node):
    """``that much``: the amount of the instruction before (rule 393, linked instructions)."""


@dataclass(frozen=True)
class SplitAmong(Node):
    """``split among any number of enemy units here`` (rule 355.14): the damage is divided among targets."""

    targets: Node


@dataclass(frozen=True)
class DoubledBonus(Node):
    """``Each Equipment gives double its base Might bonus.`` (rules 137, 432)."""

    subject: Node
    bonus: str


@dataclass(frozen=True)
class AnyDamageLethal(Node):
    """``Any amount of your damage is enough to kill enemy units.`` (rule 142.4: lethal damage)."""

    owner: str
    damage: str
    target: Node


@dataclass(frozen=True)
class DealEqual(Node):
    """``deal damage equal to my Might to an enemy unit here`` (rule 417)."""

    damage: str
    amount: EqualTo
    target: Node


@dataclass(frozen=True)
class DealToEqual(Node):
    """``deal damage to a unit equal to the damage marked on it`` (rule 417): the amount after the receiver."""

    damage: str
    target: Node
    amount: EqualTo


@dataclass(frozen=True)
class DealAs(Node):
    """``Deal its Energy cost as damage to a unit`` (rule 417)."""

    amount: Node
    damage: str
    target: Node


@dataclass(frozen=True)
class CostOf(Node):
    """``its cost``, ``its base cost``, ``its Energy cost`` (rule 206: the printed cost)."""

    owner: str
    kind: str | None


@dataclass(frozen=True)
class CostOfThat(Node):
    """``that spell's Energy cost``: the printed cost of an object named earlier (rule 206)."""

    owner: Node
    kind: str | None


@dataclass(frozen=True)
class SourceDeals(Node):
    """``It deals damage equal to its Might to an enemy unit.`` (rule 417): a chosen unit deals the damage."""

    source: str
    damage: str
    amount: EqualTo
    target: Node


@dataclass(frozen=True)
class MutualDamage(Node):
    """``They deal damage equal to their Mights to each other.`` (rule 417): each deals to the other."""

    sources: str
    damage: str
    amount: EqualTo


@dataclass(frozen=True)
class HasEqual(Node):
    """``I have [Assault] equal to the number of enemy units here.``: a passive grant of computed size."""

    subject: Node
    verb: str
    grant: Node
    condition: Node | None


@dataclass(frozen=True)
class MightEqual(Node):
    """``+[M] equal to its Might``: a Might bonus of a computed size."""

    amount: EqualTo


@dataclass(frozen=True)
class KeywordEqual(Node):
    """``[Assault] equal to the number of enemy units here``: a keyword whose number is computed."""

    keyword: Keyword
    amount: EqualTo


@dataclass(frozen=True)
class GiveTo(Node):
    """``give +[M] equal to its Might to another friendly unit this turn``: the grant before the receiver."""

    grants: Grants
    target: Node
    duration: str | None


@dataclass(frozen=True)
class DoubleMight(Node):
    """Double (rule 432): ``double my Might this turn``."""

    might: Node
    duration: str | None


@dataclass(frozen=True)
class SwapMight(Node):
    """Swap (rule 433): ``Swap the Might of two units … this turn``."""

    might: Node
    duration: str | None


@dataclass(frozen=True)
class IncreaseMight(Node):
    """``increase its Might to the Might of another friendly unit``: raised to at least that value."""

    might: Node
    to: Node
    duration: str | None


@dataclass(frozen=True)
class SetMight(Node):
    """``Its base Might becomes 5 this turn.`` (rule 143.2)."""

    might: Node
    value: int
    duration: str | None


@dataclass(frozen=True)
class MightIncreased(Node):
    """``My Might is increased by the number of cards in your trash.``: a passive Might bonus.

    ``might`` is whose Might, as printed (``my Might``).
    """

    might: str
    by: Node


@dataclass(frozen=True)
class MightReaches(Node):
    """``my Might becomes 10 or more``: a trigger event on a Might threshold."""

    might: Node
    amount: int
    comparative: str


@dataclass(frozen=True)
class TotalMightTest(Node):
    """``your other units have total Might 5 or more`` (rule 355.11)."""

    subject: Node
    verb: str
    word: str
    amount: int
    comparative: str


@dataclass(frozen=True)
class MightCompareTest(Node):
    """``my Might is greater than the total Might of enemy units there``."""

    might: Node
    than: Node


@dataclass(frozen=True)
class AssignedExcess(Node):
    """``you assigned 5 or more excess damage to enemy units`` (rule 465): damage beyond lethal."""

    amount: int
    comparative: str
    target: Node | None


@dataclass(frozen=True)
class HasMightTest(Node):
    """``it has 3 [M] or less`` (rule 143.2)."""

    subject: Node
    verb: str  # "has", "have" or "had"
    might: MightAmount
    comparative: str


@dataclass(frozen=True)
class HasMightAtLeast(Node):
    """``it has 5+ [M]`` (rule 708): Might of at least ``amount``."""

    subject: Node
    verb: str
    amount: int


@dataclass(frozen=True)
class StatusMeaning(Node):
    """``A unit is Mighty while it has 5+ [M].`` (rules 707-708): when a description applies.

    ``subject`` is a node, or the contracted ``I'm`` / ``it's`` that includes the verb.
    """

    subject: Node | str
    status: str
    condition: Node


@dataclass(frozen=True)
class SpentTest(Node):
    """``you've spent [4] or more to play a spell this turn`` (rule 444): what was paid."""

    words: str
    amount: Node
    purpose: Node | None
    duration: str | None = None  # "you spent [4] or more" (in a trigger) says no duration


@dataclass(frozen=True)
class AtLeast(Node):
    """``at least [A][A]``."""

    limit: Node


@dataclass(frozen=True)
class KeywordsOf(Node):
    """``my keywords``: every keyword the object has."""

    owner: str


@dataclass(frozen=True)
class TimedInstruction(Node):
    """``This turn, increase its Might to …``: the instruction's effect lasts for the duration."""

    duration: str
    instruction: Node


@dataclass(frozen=True)
class ForEachFirst(Node):
    """``For each friendly unit, you may spend its buff to ready it.``: done once per counted object."""

    scale: Node
    instruction: Node


@dataclass(frozen=True)
class TagNames(Node, AsList):
    """``Bird, Cat, Dog, and Poro``: tag names in a list."""

    items: tuple[str, ...]


@dataclass(frozen=True)
class DeckAnyNumber(Node):
    """``Your deck can have any number of cards named Spiderling.``: an exception to the copy limit."""

    words: str
    name: str


@dataclass(frozen=True)
class BonusDamage(Node):
    """``This deals 1 Bonus Damage for each …`` (rule 712): ``source`` is the self word."""

    source: str
    amount: int
    scale: Node | None


@dataclass(frozen=True)
class AdditionalBonusDamage(Node):
    """``this deals 1 additional Bonus Damage for each time …`` (rule 712): on top of what it deals already."""

    source: str
    amount: int
    scale: Node | None


@dataclass(frozen=True)
class NextSpellBonusDamage(Node):
    """``The next spell you play this turn deals 1 Bonus Damage.`` (rules 391, 712)."""

    source: Node
    verb: str
    amount: int
    scale: Node | None


@dataclass(frozen=True)
class BonusDamageStatement(Node):
    """``Your spells and abilities deal 1 Bonus Damage.`` (rule 712): a passive ability."""

    subject: Node
    verb: str
    amount: int
    scale: Node | None


@dataclass(frozen=True)
class BonusDamageTo(Node):
    """``Spells and abilities deal 1 Bonus Damage to units here.`` (rule 712): only to those objects."""

    subject: Node
    verb: str
    amount: int
    receiver: Node


@dataclass(frozen=True)
class DamageIncrease(Node):
    """``Each instance of damage the spell deals is increased by 1.`` (rule 712: what Bonus Damage does)."""

    each: str
    damage: str
    amount: int


@dataclass(frozen=True)
class PayAnyAmount(Node):
    """``Pay any amount of [A]`` (rule 444): the player picks how much; ``that much`` reads it."""

    resource: Node | str


@dataclass(frozen=True)
class AddThatMuch(Node):
    """``[Add] that much Energy`` (rule 429)."""

    verb: str
    amount: ThatMuch
    resource: Node | str


@dataclass(frozen=True)
class ForEach(Node):
    """``for each card in your trash``: the amount is multiplied by this count."""

    counted: Node


@dataclass(frozen=True)
class ForEachTime(Node):
    """``for each time I'm [Empowered]``: multiplied by how many times the condition has held."""

    each: str
    test: Node


@dataclass(frozen=True)
class ForEachInstance(Node):
    """``for each instance of Assault``: multiplied by how many times the keyword is had (rule 807)."""

    each: str
    keyword: str


@dataclass(frozen=True)
class ForEachBuffSpent(Node):
    """``for each buff spent``: multiplied by the buffs spent by the instruction before."""

    each: str


@dataclass(frozen=True)
class ForEachTag(Node):
    """``for each of the following tags among your units — Bird, Cat, Dog, and Poro``: tags counted once each."""

    each: str
    among: Node
    link: str
    tags: TagNames


@dataclass(frozen=True)
class EachCostUnit(Node):
    """``each Energy it costs``: the size of that part of the object's printed cost (rule 206)."""

    each: str
    kind: str
    ref: str
    verb: str


@dataclass(frozen=True)
class EachSpentBuff(Node):
    """``each buff you spend``: how many buffs were spent on an additional cost."""

    each: str


@dataclass(frozen=True)
class EachDoneThisWay(Node):
    """``each killed this way``: how many objects an additional cost acted on."""

    each: str
    action: str
