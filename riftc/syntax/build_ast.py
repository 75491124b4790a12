"""Build the typed AST (riftc.nodes) from lark's parse tree, converting tokens to plain values."""

from __future__ import annotations

import inspect
from functools import lru_cache
from typing import Any, Callable

from lark import Token, Transformer, Tree
from lark.tree import Meta

from riftc import nodes
from riftc.errors import Span


_NO_SPAN = Span(0, 0)


def _span(meta: Meta) -> Span:
    if getattr(meta, "empty", True):
        return _NO_SPAN
    return Span(meta.start_pos, meta.end_pos)


@lru_cache(maxsize=None)  # one builder per class, not one per node built
def _node_builder(cls: type[nodes.Node]) -> Callable[[list[Any], Meta], nodes.Node]:
    """A callback that builds ``cls`` from a rule's children (all as one tuple for AsList nodes)."""
    as_list = issubclass(cls, nodes.AsList)

    def build(children: list[Any], meta: Meta) -> nodes.Node:
        if as_list:
            return cls(_span(meta), tuple(children))
        return cls(_span(meta), *children)

    build.__name__ = f"build_{cls.__name__}"
    return build


def _is_node_class(cls: type) -> bool:
    """A concrete AST node class defined in one of the ``riftc.nodes`` submodules (not the base)."""
    return (issubclass(cls, nodes.Node) and cls is not nodes.Node
            and cls.__module__.startswith(nodes.__name__ + ".") and cls.__module__ != nodes.base.__name__)


NODE_CLASSES: dict[str, type[nodes.Node]] = {
    nodes.rule_name(name): cls for name, cls in inspect.getmembers(nodes, inspect.isclass) if _is_node_class(cls)
}


def _word(token: Token) -> str:
    """A keyword-like word kept in the AST: lower case (the printer restores case), except ``I``/``I'm``."""
    text = " ".join(str(token).split())
    if text == "I" or text.startswith(("I'", "I ", "[")) or (len(text) > 1 and text.isupper()):
        return text  # "I", bracketed verbs and words in capitals for emphasis ("ALL") keep their case
    return text.lower()


def _fixed_case(token: Token) -> str:
    """A word whose case is fixed mid-sentence (``Main Deck``, ``Beginning Phase``, ``XP``): kept as printed."""
    return str(token)


def _word_before_verb(token: Token) -> str:
    """``It deals`` → ``it``: the subject of a subject-and-verb terminal (the printer writes the verb)."""
    subject = str(token).split()[0]
    return subject if subject == "I" else subject.lower()


def _symbol(token: Token) -> str:
    """``[1]`` → ``1``, ``[R]`` → ``R``: the inside of a bracketed symbol."""
    return str(token)[1:-1]


# Token converters, named after the grammar's terminals.
TOKEN_CONVERTERS: dict[str, Callable[[Token], Any]] = {
    "INT": lambda token: int(token),
    "SIGNED_INT": lambda token: int(token),
    "KEYWORD_NAME": lambda token: str(token)[1:],
    "MANA_SYMBOL": _symbol,
    "PHASE": _fixed_case,
    "STATUS_WORD": _fixed_case,
    "NAME": _fixed_case,
    "OPTION_NAME": _fixed_case,
    "DOMAIN": _fixed_case,
    "LISTED_TAG": _fixed_case,
    "XP_THRESHOLD": lambda token: int(str(token)[:-1]),
    "XP": _fixed_case,
    "BARE_KEYWORD": _fixed_case,
    "THE_COSTS_FOR": _fixed_case,
    "NESTED": lambda token: str(token),  # "[>>]" or " [>>]": the spacing varies between cards
    "THIS_ABILITYS": _word,
    "MIGHT_WORD": _fixed_case,
    "ENERGY_WORD": _fixed_case,
    "COST_KIND": lambda token: "base" if str(token).lower() == "base" else str(token),
    "DEALER_DEALS": lambda token: _word_before_verb(token),
    "DEALERS_DEAL": lambda token: _word_before_verb(token),
    "OWN_MIGHT": lambda token: _word(token).replace("might", "Might"),
    "MIGHT_IS": lambda token: _word(token).replace("might", "Might").removesuffix(" is"),
    "DEFINED_WORD": _fixed_case,
    "YOU_PLAY": lambda token: " ".join(str(token).split()[2:]).lower() or None,  # its duration, if any
    "CARD_TYPE": _fixed_case,
    "SELF_MOVED": lambda token: str(token).split()[0],  # "I moved to or from" → "I"
    "CHAMPION_ZONE": _fixed_case,
    "CHOSEN_CHAMPION": _fixed_case,
    "NO_MORE_KIND": _word,
    "BRACKETED_INT": lambda token: int(str(token)[1:-1]),  # "[1]" before "[M]": a misprinted Might
    "WITH_SPELL_OR_ABILITY": _fixed_case,  # one card prints "Ability" with a capital
    "PLAYED_TAG": _fixed_case,
    "HIDDEN_ADJ": _fixed_case,
    "AND_SUBJECT": _word,  # "and" or ", and", as printed
    "SOURCE_VERB": _word,
    "STATE_AFTER_CONTROLLER": _word,
    "NOTE_ARTICLE": _word,
    "NOTED_NOUN": _word,
    "YOU_PLAY_TIMED": _word,
    **{
        name: _word
        for name in (
            "LINK", "BUFF_VERB", "STUN_VERB", "EQUIP_VERB", "PREDICT_VERB", "SELF_WORD",
            "BE_SUBJECT", "BACK_REF", "OTHER", "ANOTHER", "CONTROLLER", "UNIT_STATE", "ARTICLE", "UP_TO",
            "NUMBER_WORD", "ONE_WORD", "SINGULAR_NOUN", "PLURAL_NOUN", "GEAR_NOUN", "LOCATION_PREP", "POSSESSIVE", "ZONE_NAME", "EVENT_VERB",
            "HAVE", "ENTER", "COST_VERB", "LESS", "ORDER_WORD", "ROLE", "DONT", "DURATION",
            "EFFECT_WORD", "DAMAGE_WORD", "ACTION_TIMING", "REACTION_TIMING", "THE_SPELLS",
            "ADDITIONAL_COST", "YOU_MAY", "BOUNDARY", "WHICH_COST", "TOKEN_NOUN", "ADD_VERB",
            "THAT", "THOSE", "POINT_WORD", "CHOOSE_ONE", "ORDINAL", "EACH_TURN", "ACTION_EVENT_VERB", "MY", "THEN", "PAST_ACTION", "EACH_WORD", "ALL_WORD", "EACH", "ANY_NUMBER", "COMPARATIVE", "PLACE_STATE",
            "PLAYER_NOUN", "PLAYER_QUANTITY", "RELATED_PLAYER", "RELATED_PLAYERS", "THEY", "NOT", "HOLDING",
            "STILL_WORDS", "THIS_ABILITY", "ONCE_PER_TURN", "YOUR_NEXT", "BE_VERB", "THIS_IS", "EFFECT_KIND", "ANY_AND_ALL",
            "NO_MORE_THAN", "HAD", "YOU_SPENT", "YOU_HAVE_SPENT", "DEAL_VERB", "EXACTLY",
            "CONTROL_CHANGE", "AT_END_OF_TURN", "COPY_STATE", "DAMAGE_SOURCE",
            "EVENT_JOIN", "OR_EVENT", "OR_ELSE", "ALONE", "FIGHT", "FIGHT_BOUNDARY", "BECOME",
            "YOU_SPENT", "DIDNT", "ALREADY", "ONE_OR", "BURN_VERB", "PUT_PREP", "ONE_OF_THEM", "ONE_OF", "EACH_ALONE", "THEN_DO", "FACE_DOWN", "WITH_A_SPELL", "DONE_VERB", "ATTACH_STATE", "EXACTLY", "ONE_ON_ONE", "TRIGGER_KIND", "GERUND", "DETACH_VERB",
            "THERE", "NOUN_CONJ", "ABILITY_NOUN", "TOKEN_WORD", "THATS", "ELSE_WORD", "EXACTLY", "THERE_IS", "CHOSEN", "ORIGINAL", "EVERY_PLAYER", "ACTING_STATE", "ONE_PRONOUN",
            "AND_PLAYER", "OPPONENTS_POSSESSIVE",
            "SELF_PAST",
            "WITH_SPELLS_OR_ABILITIES",
        )
    },
}


class AstBuilder(Transformer):
    """Turns a parse tree into nodes: one node class per rule, one converter per terminal."""

    def __default__(self, data: str, children: list[Any], meta: Meta) -> Any:
        cls = NODE_CLASSES.get(data)
        if cls is None:
            raise TypeError(f"grammar rule {data!r} has no AST node class in riftc.nodes")
        return _node_builder(cls)(children, meta)

    def __default_token__(self, token: Token) -> Any:
        converter = TOKEN_CONVERTERS.get(token.type)
        if converter is None:
            raise TypeError(f"terminal {token.type!r} has no converter in riftc.syntax.build_ast")
        return converter(token)


def build_ast(tree: Tree) -> nodes.Start:
    """Transform a parse tree of a whole card text into its ``Start`` node.

    The same calls as ``AstBuilder().transform(tree)`` (children first, then the rule's builder;
    every token through its converter), as a plain recursive walk: lark's visitor machinery took
    about half of the time. Errors come out as themselves, not wrapped in lark's ``VisitError``.
    """
    return _build(tree)


_BUILDER = AstBuilder()
# The builder of each rule and the converter of each terminal, looked up once (the walk meets each a few
# thousand times).
_BUILDERS: dict[str, Callable[[list[Any], Meta], nodes.Node]] = {}


def _build(tree: Tree) -> Any:
    children: list[Any] = []
    for child in tree.children:
        kind = type(child)
        if kind is Tree:
            children.append(_build(child))
        elif kind is Token:
            converter = TOKEN_CONVERTERS.get(child.type)
            children.append(converter(child) if converter is not None else _BUILDER.__default_token__(child))
        else:  # None: an absent optional part ([...] with maybe_placeholders); any other kind as lark made it
            children.append(_build(child) if isinstance(child, Tree)
                            else _BUILDER.__default_token__(child) if isinstance(child, Token) else child)
    build = _BUILDERS.get(tree.data)
    if build is None:
        if tree.data not in NODE_CLASSES:
            return _BUILDER.__default__(tree.data, children, tree.meta)  # raises: no node class for the rule
        build = _BUILDERS[tree.data] = _node_builder(NODE_CLASSES[tree.data])
    return build(children, tree.meta)
