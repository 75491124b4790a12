"""The printer's shared machinery: the ``Printer`` that dispatches on node classes, joining and
reminders, sentence capitalisation, and the helpers that several sections' print functions use."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from riftc import nodes

# Where a new sentence starts, so the next letter is capitalised (card text capitalises these).
_SENTENCE_OPENERS = (". ", "(", ": ", "— ", "• ", '"', "\n", "[>] ")
# A parenthesis inside a sentence that goes on with it is not a sentence start: "(and don't draw
# them)", "(even if I'm no longer on the board)".
_ASIDE_OPENERS = ("(and ", "(even ")
# Put right after a "(" that opens a note inside a sentence ("(including me)", "(while this is attached)"):
# the note's first word stays in lower case. ``capitalize_sentences`` removes it.
NO_CAPITAL = "\u2063"

# A print function: the printer (to print the node's children with) and the node, to its text.
PrintFunction = Callable[["Printer", nodes.Node], str]


def capitalize_sentences(text: str) -> str:
    """Upper-case the first letter of the text and of every sentence inside it.

    A sentence starts the text and follows any of ``_SENTENCE_OPENERS``; symbols such as ``[1]`` or
    ``+2`` before the first word close that chance, as in ``+2 [M] while I'm an attacker``.
    """
    chars = list(text)
    capitalize_next = True
    for index, char in enumerate(chars):
        if capitalize_next and char.isalpha():
            chars[index] = char.upper()
        if capitalize_next and not char.isspace() and char != "[":
            capitalize_next = False
        if text.endswith(_SENTENCE_OPENERS, 0, index + 1) and not text.startswith(_ASIDE_OPENERS, index):
            capitalize_next = True
    return "".join(chars).replace(NO_CAPITAL, "")


class Printer:
    """Renders nodes to text: ``printer(node)`` calls the print function that ``printers`` holds for
    the node's class (``riftc.printer.PRINTERS``, built from the section modules by name)."""

    def __init__(self, printers: Mapping[type[nodes.Node], PrintFunction]) -> None:
        self._printers = printers

    def __call__(self, node: nodes.Node | None) -> str:
        if node is None:
            return ""
        try:
            function = self._printers[type(node)]
        except KeyError:
            raise TypeError(f"no print function for node class {type(node).__name__} "
                            f"(define one in riftc/printer/{type(node).__module__.rsplit('.', 1)[-1]}.py)") from None
        return function(self, node)

    def with_reminder(self, head: str, reminder: nodes.Reminder | None) -> str:
        return f"{head} {self(reminder)}" if reminder else head

    def join(self, parts: Iterable[nodes.Node | str | int | None]) -> str:
        """Print the parts that are present, separated by single spaces."""
        words = (part if isinstance(part, str) else str(part) if isinstance(part, int) else self(part)
                 for part in parts if part is not None)
        return " ".join(word for word in words if word)


def third_person(p: Printer, instruction: nodes.Node) -> str:
    """An instruction with the -s form of each verb, as one player does it: "discards 1, then draws 4"."""
    if isinstance(instruction, nodes.Sequence):
        return ", then ".join(third_person(p, step) for step in instruction.steps)
    if isinstance(instruction, nodes.ListedSequence):
        *listed, last = (third_person(p, step) for step in instruction.steps)
        return f"{', '.join(listed)}, then {last}"
    if isinstance(instruction, nodes.Both):
        return f"{third_person(p, instruction.first)} and {third_person(p, instruction.second)}"
    verb, _, rest = p(instruction).partition(" ")
    if verb == "have":  # "has you draw 2"
        verb = "has"
    else:
        verb += "es" if verb.endswith(("s", "sh", "ch", "x", "z")) else "s"
    return f"{verb} {rest}" if rest else verb


def receiver(p: Printer, target: nodes.Node) -> str:
    """``to a unit``, ``to each of …``, or ``split among …`` (rule 355.14)."""
    return p(target) if isinstance(target, nodes.SplitAmong) else f"to {p(target)}"


def subject_is(p: Printer, subject: nodes.Node | str) -> str:
    """``I'm`` as printed, or a subject node followed by ``is``."""
    return subject if isinstance(subject, str) else f"{p(subject)} is"


def resource(p: Printer, resource: nodes.Node | str) -> str:
    """A resource printed as its word, or as the node that names it."""
    return resource if isinstance(resource, str) else p(resource)


def ends_with_quoted_ability(statement: nodes.Node) -> bool:
    """``It has "…."``: the grammar lets only this form end a statement without its own full stop."""
    if isinstance(statement, nodes.ConditionedQuoted):  # "While …, friendly legends have "…""
        statement = statement.statement
    return (isinstance(statement, nodes.Has) and statement.grants.items != ()
            and isinstance(statement.grants.items[-1], nodes.QuotedAbility))
