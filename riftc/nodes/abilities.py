"""AST: keyword, triggered, activated, passive and spell abilities, and reminder text (Core Rules 135.2.c-d, 360-393, 726); the nodes of grammar/abilities.lark, in its order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from riftc.nodes.base import AsList, Node
from riftc.nodes.base import node_dataclass as dataclass  # frozen node classes, made cheaply

if TYPE_CHECKING:
    from riftc.nodes.costs import Costs, ManaCost
    from riftc.nodes.effects import Effect
    from riftc.nodes.keywords import Keyword
    from riftc.nodes.triggers import Trigger


@dataclass(frozen=True)
class KeywordAbility(Node):
    """A keyword such as ``[Accelerate]`` or ``[Equip] [1][R]``, with its cost and reminder (rule 135.2.c)."""

    keyword: Keyword
    cost: KeywordCost | None
    reminder: Reminder | None


@dataclass(frozen=True)
class KeywordCost(Node):
    """The cost printed after a keyword: ``[2]``, or ``— [Y], Kill a friendly unit``."""

    link: str | None
    costs: Costs


@dataclass(frozen=True)
class RepricedKeywordAbility(Node):
    """``[Empower] [5]. This ability costs [3] less if …``: a keyword whose cost the next sentence
    changes (rule 206.1)."""

    keyword: Keyword
    cost: ManaCost
    change: Node
    reminder: Reminder | None


@dataclass(frozen=True)
class BareKeywordAbility(Node):
    """A keyword printed without brackets, with its reminder: ``Ganking (…)``, ``Equip [O] (…)``."""

    name: str
    cost: KeywordCost | None
    reminder: Reminder


@dataclass(frozen=True)
class KeywordListAbility(Node):
    """Several keywords on one line with one reminder: ``[Assault 2], [Shield 2] (…)`` (rule 135.2.c)."""

    keywords: KeywordList
    reminder: Reminder | None


@dataclass(frozen=True)
class KeywordList(Node, AsList):
    """``[Assault 2], [Shield 2]``: keywords separated by commas."""

    keywords: tuple[Keyword, ...]


@dataclass(frozen=True)
class DependentAbility(Node):
    """``[Empowered][>] …``, ``[Legion] — …`` (rule 726): an ability active while the keyword's condition holds."""

    keyword: Keyword
    link: str
    nested: str | None
    ability: Node


@dataclass(frozen=True)
class TriggeredAbility(Node):
    """``When …, …`` (rule 382)."""

    trigger: Trigger
    effect: Effect
    reminder: Reminder | None = None


@dataclass(frozen=True)
class ActivatedAbility(Node):
    """``costs: effect`` (rule 376.1)."""

    costs: Costs
    timing: TimingKeyword | None
    effect: Effect
    restriction: UseRestriction | None
    reminder: Reminder | None


@dataclass(frozen=True)
class ActivatedModal(Node):
    """``Spend my buff: Choose one you've not chosen this turn — …`` (rules 376.1, 355.3): an activated ability with modes."""

    costs: Costs
    timing: TimingKeyword | None
    effect: Effect


@dataclass(frozen=True)
class TimingKeyword(Node):
    """``[Reaction] —`` after an activated ability's colon: it is used with that keyword's timing."""

    keyword: Node  # a Keyword, or a KeywordList: "[Reaction], [Legion] —"
    link: str


@dataclass(frozen=True)
class UseRestriction(Node):
    """``Use only if not Empowered.``, ``Use this ability only while I'm at a battlefield.``, ``Use only
    once per turn.``: when the activated ability may be used (rule 376). ``subject`` is ``this ability``
    when printed; ``also`` is a second limit joined by ``and only``."""

    subject: str | None
    limit: Node
    also: Node | None


@dataclass(frozen=True)
class UseToPlay(Node):
    """``to play spells``, ``to play gear or use gear abilities``: what the ability may be used for."""

    target: Node
    abilities_of: Node | None


@dataclass(frozen=True)
class ActivatedOf(Node):
    """``or activated abilities of units`` (rule 376): what else added Energy may pay for."""

    target: Node


@dataclass(frozen=True)
class OncePerTurn(Node):
    """``once per turn`` / ``once each turn``: the ability may be used at most once a turn."""

    words: str


@dataclass(frozen=True)
class SpendRestriction(Node):
    """``Spend this Energy only to play spells.``, ``… only during showdowns.`` (rule 429): what the added
    Energy may pay for, or when it may be spent."""

    purpose: Node


@dataclass(frozen=True)
class DuringShowdowns(Node):
    """``during showdowns``: only while a showdown is open."""


@dataclass(frozen=True)
class StaticAbility(Node):
    """A passive ability (rule 363): one statement that holds while the card is in play."""

    statement: Node
    reminder: Reminder | None


@dataclass(frozen=True)
class ConditionedQuoted(Node):
    """``While you control this battlefield, friendly legends have "[E]: …"`` (rule 363)."""

    condition: Node
    statement: Node


@dataclass(frozen=True)
class StaticReplacement(Node):
    """``Your spells and abilities can't be countered. If a spell or ability you control would give
    -[M] to a unit it chooses, it gives an additional -1 [M].``: a passive sentence and a standing
    replacement effect in one ability (rules 363, 369)."""

    statement: Node
    replacement: Node
    reminder: Node | None


@dataclass(frozen=True)
class SpellAbility(Node):
    """Instructions that stand alone on a line, as on spells (rules 153, 135.2.b)."""

    effect: Effect
    reminder: Reminder | None = None


@dataclass(frozen=True)
class Reminder(Node, AsList):
    """Reminder text in parentheses (rule 135.2.d): abilities that explain, with no effect of their own."""

    abilities: tuple[Node, ...]


@dataclass(frozen=True)
class UnstoppedSentence(Node):
    """``(Get the effect if you've played another card this turn)``: a reminder sentence printed without
    its full stop (a misprint, rule 135.2.d), kept so that it prints back as it was."""

    instruction: Node


@dataclass(frozen=True)
class One(Node):
    """Exactly one, written with an article: ``a`` / ``an``."""

    article: str


@dataclass(frozen=True)
class TiesAfterDamage(Node):
    """``Ties are calculated after combat damage is dealt.`` (rule 740.3.a)."""


@dataclass(frozen=True)
class KeywordDefinition(Node):
    """``To Burn 1, put the top card of your Main Deck into your trash.``: what a keyword action does (rule 135.2.d)."""

    defined: Node
    effect: Effect


@dataclass(frozen=True)
class DefinedKeyword(Node):
    """``Burn 1``, ``Predict``: the keyword action defined, spelled without brackets."""

    word: str
    amount: int | None


@dataclass(frozen=True)
class DefinedBuff(Node):
    """``buff a unit``: the buff action defined (rule 426)."""

    verb: str
    target: Node
