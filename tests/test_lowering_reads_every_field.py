"""No silent drops: lowering reads or refuses every field of every AST node it accepts.

While each card of the reference set (and of the corpus, when ../shared is present) is compiled,
every read of a node's field made by code in ``riftc/lower/`` is recorded, and so is every node
handed to a lowering function (``LoweringContext.lower``, the tables of ``DISPATCH``, and every
``Ladder``). For each card that compiles, a node lowering accepted or looked into whose field is
set (not None, not an empty tuple) but was never read by lowering is a silent drop: the card runs
as if the words of that field were not printed. A refused field is read (``cx.require_none`` reads
it before refusing), so it never counts.

A field that carries no meaning (printed wording only: a verb's spelling, an article, the word
"damage") is declared once in ``NO_MEANING`` below, with why; everything else must be lowered or
refused.
"""

from __future__ import annotations

import dataclasses
import sys
from collections import defaultdict
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Iterator


from riftc import lower, nodes, pipeline
from riftc.lower import dispatch
from riftc.lower.context import LoweringContext
from riftc.sources import read_sources

from corpus_paths import CORPUS_JSONL, REFERENCE_CARDS

LOWER_DIR = str(Path(lower.__file__).resolve().parent)

# (node class, field) → why the field carries no meaning of its own for the runtime. Each is
# wording the printer needs to give the card's text back (the round trip) and nothing more.
NO_MEANING: dict[tuple[str, str], str] = {
    # reminder (135.2.d: reminder text has no effect; the abilities it explains are lowered from their own words)
    ("ActivatedAbility", "reminder"): "reminder",
    ("BareKeywordAbility", "reminder"): "reminder",
    ("KeywordAbility", "reminder"): "reminder",
    ("KeywordListAbility", "reminder"): "reminder",
    ("Mode", "reminder"): "reminder",
    ("KeyedMode", "reminder"): "reminder",
    ("RepricedKeywordAbility", "reminder"): "reminder",
    ("SpellAbility", "reminder"): "reminder",
    ("StaticAbility", "reminder"): "reminder",
    ("TriggeredAbility", "reminder"): "reminder",
    # a verb's spelling ("buff"/"[Buff]", "cost"/"costs", "have"/"gets"): the node's type is the verb
    ("Add", "verb"): "a verb's spelling",
    ("AddThatMuch", "verb"): "a verb's spelling",
    ("BecomeEvent", "verb"): "a verb's spelling",
    ("Buff", "verb"): "a verb's spelling",
    ("Burn", "verb"): "a verb's spelling",
    ("CostChange", "verb"): "a verb's spelling",
    ("CostClause", "verb"): "a verb's spelling",
    ("CostReduced", "verb"): "a verb's spelling",
    ("Detach", "verb"): "a verb's spelling",
    ("Enters", "verb"): "a verb's spelling",
    ("Has", "verb"): "a verb's spelling",
    ("HasEqual", "verb"): "a verb's spelling",
    ("HasMightTest", "verb"): "a verb's spelling",
    ("Predict", "verb"): "a verb's spelling",
    ("Stun", "verb"): "a verb's spelling",
    ("TotalMightTest", "verb"): "a verb's spelling",
    ("YouLack", "verb"): "a verb's spelling",
    ("DoneTwice", "have"): "a verb's spelling",
    ("HasHappened", "have"): "a verb's spelling",
    ("NoKillThisWay", "dont"): "a verb's spelling",
    ("PutUnchosenBack", "negation"): "a verb's spelling",
    # an article or a relative word ("a"/"an", "that", "those", "then"): the number is in the node's quantity or type
    ("AdditionalMight", "article"): "an article or a relative word",
    ("AfterAttackEvent", "article"): "an article or a relative word",
    ("FightEvent", "article"): "an article or a relative word",
    ("IsA", "article"): "an article or a relative word",
    ("SinglePlace", "article"): "an article or a relative word",
    ("TotalBound", "article"): "an article or a relative word",
    ("WasA", "article"): "an article or a relative word",
    ("CostClause", "that"): "an article or a relative word",
    ("DealtBy", "that"): "an article or a relative word",
    ("NotChosenThisTurn", "that"): "an article or a relative word",
    ("NotYetChosen", "that"): "an article or a relative word",
    ("WithMe", "that"): "an article or a relative word",
    ("PutUnchosenBack", "those"): "an article or a relative word",
    ("ThatIs", "word"): "an article or a relative word",
    ("ThatPlayer", "word"): "an article or a relative word",
    ("ThatRef", "word"): "an article or a relative word",
    ("Then", "word"): "an article or a relative word",
    ("BasedOnModes", "then"): "an article or a relative word",
    ("ControlsThis", "word"): "an article or a relative word",
    # the word "damage" after an amount (417): the node is a damage instruction either way
    ("Deal", "damage"): "the word 'damage' after an amount",
    ("DealEqual", "damage"): "the word 'damage' after an amount",
    ("DealAs", "damage"): "the word 'damage' after an amount",
    ("DealToEqual", "damage"): "the word 'damage' after an amount",
    ("MutualDamage", "damage"): "the word 'damage' after an amount",
    ("PreventedDamage", "damage"): "the word 'damage' after an amount",
    ("SourceDeals", "damage"): "the word 'damage' after an amount",
    # the unit word of a count ("XP", "point", "rune", "card"/"cards", "cost"/"costs", "Might"): the node's type says what is counted
    ("GainXp", "unit"): "the unit word of a count",
    ("GainedXpThisTurn", "unit"): "the unit word of a count",
    ("SpendXp", "unit"): "the unit word of a count",
    ("PayXp", "xp"): "the unit word of a count",
    ("GainPoints", "noun"): "the unit word of a count",
    ("Score", "noun"): "the unit word of a count",
    ("PointsOf", "word"): "the unit word of a count",
    ("Channel", "noun"): "the unit word of a count",
    ("TopCards", "noun"): "the unit word of a count",
    ("CostRef", "noun"): "the unit word of a count",
    ("ObjectsCostRef", "noun"): "the unit word of a count",
    ("MightThan", "word"): "the unit word of a count",
    # a link or joining word ("—", "[>]", "[>>]", ", and", "or", "or when"): the parts it joins are lowered, and the joining is the node's type (a dependent ability nested in another holds while both keywords do, 727.1.b.3, from the nesting itself)
    ("ChooseModes", "link"): "a link or joining word",
    ("KeyedMode", "link"): "a link or joining word",
    ("ChooseNewMode", "link"): "a link or joining word",
    ("DependentAbility", "link"): "a link or joining word",
    ("DependentAbility", "nested"): "a link or joining word",
    ("KeywordCost", "link"): "a link or joining word",
    ("TimingKeyword", "link"): "a link or joining word",
    ("EitherEvent", "join"): "a link or joining word",
    ("JoinedStatements", "joiner"): "a link or joining word",
    ("SubjectChange", "joiner"): "a link or joining word",
    ("NounUnion", "conjunction"): "a link or joining word",
    # a fixed phrase the grammar's rule spells one or two ways ("you may", "up to", "exactly", "any number of", "there is"/"there's", "alone", "each turn"/"in a turn", "at"/"in" before a place, "into"/"in" a zone, "each" before a Might filter or a grant, "this ability" before "only")
    ("May", "words"): "a fixed phrase the grammar's rule spells one or two ways",
    ("UpTo", "words"): "a fixed phrase the grammar's rule spells one or two ways",
    ("Precisely", "word"): "a fixed phrase the grammar's rule spells one or two ways",
    ("AnyNumberOfBuffs", "words"): "a fixed phrase the grammar's rule spells one or two ways",
    ("AnyNumberOwned", "words"): "a fixed phrase the grammar's rule spells one or two ways",
    ("ThereIs", "words"): "a fixed phrase the grammar's rule spells one or two ways",
    ("WhereThereIs", "words"): "a fixed phrase the grammar's rule spells one or two ways",
    ("AloneEvent", "alone"): "a fixed phrase the grammar's rule spells one or two ways",
    ("IsAlone", "alone"): "a fixed phrase the grammar's rule spells one or two ways",
    ("NthTimeTrigger", "period"): "a fixed phrase the grammar's rule spells one or two ways",
    ("At", "preposition"): "a fixed phrase the grammar's rule spells one or two ways",
    ("PutInto", "preposition"): "a fixed phrase the grammar's rule spells one or two ways",
    ("ForEachTime", "each"): "a fixed phrase the grammar's rule spells one or two ways",
    ("MightFilter", "each"): "a fixed phrase the grammar's rule spells one or two ways",
    ("Give", "each"): "a fixed phrase the grammar's rule spells one or two ways",
    ("UseRestriction", "subject"): "a fixed phrase the grammar's rule spells one or two ways",
    # words the antecedent already fixes: "me"/"this" after "to play" is the card (356), "that enemy unit" names the unit "it" links to, "the"/"my" additional cost is the card's one ("each" is refused), a domain's symbol repeats its name (134.2)
    ("AdditionalCostFirst", "card"): "words the antecedent already fixes",
    ("ThatRef", "controller"): "words the antecedent already fixes",
    ("PaidAdditionalCost", "which"): "words the antecedent already fixes",
    ("Domain", "symbol"): "words the antecedent already fixes",
}

# (node class, field) → why a drop is known and not fixed yet. Each is a real gap; none is known today.
PENDING: dict[tuple[str, str], str] = {}


@dataclass
class Reads:
    """What lowering did with the nodes of one card: which it accepted, which fields it read."""

    accepted: set[int]
    read: dict[int, set[str]]
    # A node lowering made from one of the card's (``dataclasses.replace``, "X it" with "it" for the
    # chosen target) → the card's node: what lowering reads of the copy, it reads of the original.
    copied_from: dict[int, int]
    copies: list[nodes.Node]  # kept alive, so that no id in ``copied_from`` is reused

    @classmethod
    def empty(cls) -> Reads:
        return cls(set(), defaultdict(set), {}, [])

    def original(self, node: object) -> int:
        """The id of the card's node that ``node`` is, or is a copy of."""
        return self.copied_from.get(id(node), id(node))


class Recorder:
    """Records, while active, every node field read from a frame of a module in riftc/lower/.

    A read from anywhere else (``Node.walk``, the check stage's reference resolution, the dataclass
    machinery) is not lowering looking at the field, so it does not count."""

    def __init__(self) -> None:
        self.reads = Reads.empty()
        self.field_names = {cls: {f.name for f in fields(cls)} - {"span"} for cls in node_classes()}

    def __enter__(self) -> Recorder:
        recorder = self
        original = object.__getattribute__

        def getattribute(node: Any, name: str) -> Any:
            names = recorder.field_names.get(type(node))
            if names is not None and name in names:
                caller = sys._getframe(1).f_code.co_filename
                if caller.startswith(LOWER_DIR):
                    recorder.reads.read[recorder.reads.original(node)].add(name)
            return original(node, name)

        original_lower = LoweringContext.lower
        original_ladder = dispatch.Ladder.__call__

        def lower_node(cx: LoweringContext, node: nodes.Node) -> Any:
            recorder.reads.accepted.add(recorder.reads.original(node))
            return original_lower(cx, node)

        def ladder_node(ladder: dispatch.Ladder, cx: LoweringContext, node: nodes.Node) -> Any:
            recorder.reads.accepted.add(recorder.reads.original(node))
            return original_ladder(ladder, cx, node)

        def copy(value: Any, /, **changes: Any) -> Any:
            made = dataclasses.replace(value, **changes)
            if isinstance(value, nodes.Node):
                # The fields lowering set on the copy are ones it decided; the rest it reads (or
                # not) on the copy as it lowers that.
                original = recorder.reads.original(value)
                recorder.reads.copied_from[id(made)] = original
                recorder.reads.copies.append(made)
                recorder.reads.read[original].update(changes)
            return made

        self._patches = [(nodes.Node, "__getattribute__", getattribute),
                         (LoweringContext, "lower", lower_node),
                         (dispatch.Ladder, "__call__", ladder_node)]
        self._patches += [(module, "replace", copy) for module in lower.FAMILIES
                          if getattr(module, "replace", None) is dataclasses.replace]
        self._saved = [(owner, name, vars(owner).get(name)) for owner, name, _ in self._patches]
        for owner, name, value in self._patches:
            setattr(owner, name, value)
        return self

    def __exit__(self, *exc: object) -> None:
        for owner, name, value in self._saved:
            if value is None:
                delattr(owner, name)
            else:
                setattr(owner, name, value)


def node_classes() -> set[type[nodes.Node]]:
    """Every AST node class."""
    found: set[type[nodes.Node]] = set()
    stack: list[type[nodes.Node]] = [nodes.Node]
    while stack:
        cls = stack.pop()
        found.add(cls)
        stack.extend(cls.__subclasses__())
    return found


def carries_words(value: Any) -> bool:
    """Whether a field's value says something: set, and not an empty tuple."""
    return value is not None and value != ()


def drops(result: pipeline.CardResult, reads: Reads) -> Iterator[tuple[str, str, str]]:
    """(class, field, card id) of every set field no lowering code read, on a node it accepted or
    looked into."""
    for ast in (result.text_ast, result.effect_ast):
        if ast is None:
            continue
        for node in ast.walk():
            key = id(node)
            if key not in reads.accepted and key not in reads.read:
                continue
            seen = reads.read.get(key, set())
            for field in fields(node):
                if field.name == "span" or field.name in seen:
                    continue
                if carries_words(object.__getattribute__(node, field.name)):
                    yield type(node).__name__, field.name, result.card.id


def sources() -> list[Path]:
    """The reference set, and the corpus when ../shared is present."""
    return [REFERENCE_CARDS] + ([CORPUS_JSONL] if CORPUS_JSONL.exists() else [])


def find_drops(paths: list[Path]) -> dict[tuple[str, str], list[str]]:
    """(class, field) → the cards on which lowering compiled the card without reading the field."""
    found: dict[tuple[str, str], list[str]] = defaultdict(list)
    cards = read_sources(paths).cards
    with Recorder() as recorder:
        for card in cards:
            recorder.reads = Reads.empty()
            result = pipeline.compile_card(card)
            if result.compiled:
                for cls, name, card_id in drops(result, recorder.reads):
                    if card_id not in found[cls, name]:
                        found[cls, name].append(card_id)
    return found


def test_no_field_is_silently_dropped() -> None:
    paths = sources()
    found = find_drops(paths)
    unexplained = {key: cards for key, cards in found.items() if key not in NO_MEANING and key not in PENDING}
    report = "\n".join(f"{cls}.{name}: {', '.join(cards[:6])}{' …' if len(cards) > 6 else ''}"
                       for (cls, name), cards in sorted(unexplained.items()))
    assert not unexplained, f"lowering compiled these cards without reading a field that was set:\n{report}"


def test_every_declared_field_exists() -> None:
    """An entry of NO_MEANING or PENDING names a field of a node class (a typo would excuse nothing)."""
    for cls, name in (*NO_MEANING, *PENDING):
        node_class = getattr(nodes, cls, None)
        assert isinstance(node_class, type) and issubclass(node_class, nodes.Node) \
            and name in {f.name for f in fields(node_class)}, f"{cls}.{name} is no field of a node"

