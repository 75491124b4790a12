"""RL102/RL203 read buff reminders from the AST: which sentence, which action, which current template."""

from __future__ import annotations

from riftc.lint.base import Example
from riftc.lint.buffs import CURRENT, GENERAL, buff_sentences, expected
from riftc.lint.engine import apply_fixes, example_card, lint_example
from riftc.lint.parse import lint_context
from riftc.lint.registry import RULES


def _sentences(text: str, type: str = "Unit") -> list:
    return list(buff_sentences(lint_context(example_card(Example(text, type=type)))))


def test_the_buff_sentence_is_found_inside_a_longer_reminder() -> None:
    text = ("[Legion][>] When you play me, buff me. (If I don't have a buff, I get a +1 [M] buff. "
            "Get the effect if you've played another card this turn.)")
    [sentence] = _sentences(text)
    assert sentence.text == "If I don't have a buff, I get a +1 [M] buff."
    assert text[sentence.span.start:sentence.span.end] == sentence.text
    assert (sentence.forms, sentence.says, sentence.has_condition, sentence.might) == (frozenset({"me"}), "me", True, 1)


def test_target_forms_follow_the_action() -> None:
    assert _sentences("Buff a friendly unit. (If it doesn't have a buff, it gets a +1 [M] buff.)",
                      "Spell")[0].forms == {"it"}
    assert _sentences("When you play me, buff up to two other friendly units. "
                      "(Each one that doesn't have a buff gets a +1 [M] buff.)")[0].forms == {"each"}
    assert _sentences("When you play me, buff me. Then buff another friendly unit. "
                      "(If it doesn't have a buff, it gets a +1 [M] buff.)")[0].forms == {"me", "it"}


def test_expected_template_per_forms() -> None:
    assert expected(frozenset({"me"})) == CURRENT["me"] == "Give me a +1 [M] buff if I don't have one."
    assert expected(frozenset({"each"})) == "Give each a +1 [M] buff if it doesn't have one."
    assert expected(frozenset({"me", "it"})) == GENERAL


def test_mixed_targets_are_reported_without_a_fix() -> None:
    example = Example("When you play me, buff me. Then buff another friendly unit. "
                      "(If it doesn't have a buff, it gets a +1 [M] buff.)")
    [found] = lint_example(example, [RULES["RL203"]])
    assert found.finding.fix is None and GENERAL in found.diagnostic.message


def test_a_contradicting_reminder_says_so_and_is_fixed_to_the_action() -> None:
    example = Example("Buff a friendly unit. (If I don't have a buff, I get a +1 [M] buff.)", type="Spell")
    [found] = lint_example(example, [RULES["RL203"]])
    assert 'speaks of "me" but the ability buffs "it"' in found.diagnostic.message
    fixed = apply_fixes(example.text, [(found.finding.span, found.finding.fix)])
    assert fixed == "Buff a friendly unit. (Give it a +1 [M] buff if it doesn't have one.)"


def test_any_number_of_buffs_lifts_the_condition_but_not_the_template_elsewhere() -> None:
    lee_sin = Example("[E]: Buff me. (I get a +1 [M] buff.)\nI can have any number of buffs.")
    assert lint_example(lee_sin, [RULES["RL203"], RULES["RL102"]]) == []
    [found] = lint_example(Example("[E]: Buff me. (I get a +1 [M] buff.)"), [RULES["RL203"]])
    assert "leaves out" in found.diagnostic.message


def test_a_buff_reminder_on_an_ability_that_does_not_buff_is_rl102_only() -> None:
    example = Example("When you play me, ready me. (If I don't have a buff, I get a +1 [M] buff.)")
    found = lint_example(example, [RULES["RL102"], RULES["RL203"]])
    assert [f.rule.code for f in found] == ["RL102"] and found[0].finding.fix is None


def test_the_condition_and_the_definition_are_read_from_the_words_too() -> None:
    # For a grammar that parses these reminders into node kinds this rule has not been taught.
    from riftc.lint.buffs import _LACKS_BUFF_WORDS, _says
    assert _LACKS_BUFF_WORDS.search("Give me a +1 [M] buff if I don't already have one.")
    assert _LACKS_BUFF_WORDS.search("Each one that doesn't have a buff gets a +1 [M] buff.")
    assert not _LACKS_BUFF_WORDS.search("I get a +1 [M] buff.")
    assert _says("To buff a unit, give it a +1 [M] buff if it doesn't already have one.", []) is None
