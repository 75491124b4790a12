"""Lowering of selections beyond a single choice phrase: targets joined by "and" ("Return a friendly
unit and an enemy unit to their owners' hands", 355.7: each phrase chooses an object of its own),
alternatives ("a unit at a battlefield or a gear"), targets related to the one chosen before ("an
enemy unit at its location"), "something … that's exhausted", partitives ("one of your other units
here"), "your legend", "there", and a battlefield chosen as a target (355.10.b). A mixin of
``lower.Lowerer`` (it uses the Lowerer's ``error``, ``antecedent``, ``actions`` and bookkeeping).
"""

from __future__ import annotations

from dataclasses import replace

from riftc import lower_targets, nodes, runtime


class SelectionLowering:
    """Selections the Lowerer's ``target`` and ``lower_choose`` hand over; mixed into ``lower.Lowerer``."""

    def joined_targets(self, node: nodes.JoinedTargets) -> runtime.Joined:
        """"a friendly unit and an enemy unit": one Choose per phrase, each a single object chosen as
        the spell or ability is put on the chain (355.5, 355.7); the runtime keeps them distinct."""
        parts: list[runtime.Choose] = []
        shared = [item for item in node.items if isinstance(item, nodes.Choice) and lower_targets.same_place(item)]
        for item in node.items:
            if not isinstance(item, nodes.Choice) or not isinstance(item.quantity, (nodes.One, nodes.Another)):
                raise self.error(item, "only single objects can be joined as targets yet")  # type: ignore[attr-defined]
            if getattr(item.noun, "word", "") == "battlefield":
                raise self.error(item, "a battlefield joined with other targets cannot be chosen yet")  # type: ignore[attr-defined]
            ref = lower_targets.object_ref(item)
            if not isinstance(ref, runtime.Choose) or "spell" in ref.selector.types:
                raise self.error(item, "a spell cannot be joined with other targets yet")  # type: ignore[attr-defined]
            parts.append(ref)
        if not shared:
            return runtime.Joined(parts=tuple(parts))
        # "a friendly unit and an enemy unit at the same battlefield": every part is at that place
        # (each at a battlefield), and they share one (355.11).
        where = lower_targets.selector(shared[-1]).location
        if any(p.selector.location not in (None, where) for p in parts):
            raise self.error(node, "these joined targets cannot share a place yet")  # type: ignore[attr-defined]
        parts = [replace(p, selector=replace(p.selector, location=where)) for p in parts]
        return runtime.Joined(parts=tuple(parts), group=runtime.GroupRule(same_location=True))

    def relative_to_antecedent(self, choice: nodes.Choice) -> runtime.Choose | None:
        """"[Stun] an enemy unit at its location" after "Give a friendly unit +1 [M]", "Kill an enemy unit
        with less Might than it" after "Choose a friendly unit": a target related to the object the
        instruction before chose (355.9.b), checked again on resolution (359.3.e.2). None if the choice
        names no such relation."""
        place = choice.location.place if isinstance(choice.location, nodes.At) else None
        if isinstance(place, nodes.Possessed) and place.owner == "its" and place.original is None \
                and getattr(place.noun, "word", "") == "location":
            kind, rest = "same location", replace(choice, location=None)
        elif isinstance(choice.might_filter, nodes.MightThan) and isinstance(choice.might_filter.than, nodes.BackRef) \
                and choice.might_filter.than.word == "it" and choice.might_filter.comparative in ("less", "more"):
            kind, rest = f"{choice.might_filter.comparative} might", replace(choice, might_filter=None)
        else:
            return None
        if self.last_object is None:  # type: ignore[attr-defined]
            raise self.error(choice, '"it" has nothing earlier in the effect to refer to')  # type: ignore[attr-defined]
        ref = lower_targets.object_ref(rest)
        if not isinstance(ref, runtime.Choose):
            raise self.error(choice, "only a choice can be related to an earlier one yet")  # type: ignore[attr-defined]
        return replace(ref, relative=runtime.Relative(link=self.last_object, kind=kind))  # type: ignore[attr-defined]

    def something(self, node: nodes.Something) -> runtime.Choose:
        """"ready something else that's exhausted", "something besides me that's exhausted": one game
        object of any type on the board (a unit, gear, rune or legend), chosen (355.7); "else" /
        "besides me" leave out the source (355.9.b). Only a state clause narrows it yet: an object of
        any type in a place ("something here") could be a battlefield too, which is not modelled."""
        if node.location is not None:
            raise self.error(node.location, "something at a place cannot be selected yet")  # type: ignore[attr-defined]
        if node.clause is None or not isinstance(node.clause.state, str) \
                or node.clause.state not in lower_targets.STATE_PROPERTIES:
            raise self.error(node, "something without a state cannot be selected yet")  # type: ignore[attr-defined]
        besides = node.besides
        if besides is not None and not isinstance(besides.target, nodes.SelfRef):
            raise self.error(besides, "something besides that cannot be selected yet")  # type: ignore[attr-defined]
        selector = runtime.Selector(
            controller="friendly" if node.controlled_by is not None else None,
            other=node.other is not None or besides is not None,
            properties=(lower_targets.STATE_PROPERTIES[node.clause.state](),))
        return runtime.Choose(selector=selector)

    def partitive(self, node: nodes.Partitive) -> runtime.ObjectRef:
        """"give one of your other units here +3 [M]": one object chosen among that group (a target,
        355.7); "ready two of them" after playing tokens: picked among those as it executes (355.17)."""
        group = node.group
        if node.word not in lower_targets.NUMBER_WORDS:
            raise self.error(node, f'"{node.word} of" cannot be selected yet')  # type: ignore[attr-defined]
        count = lower_targets.count_value(node.word)
        if isinstance(group, nodes.BackRef) and group.word == "them" and self.last_object is not None \
                and self.actions.get(self.last_object) == "play_token":  # type: ignore[attr-defined]
            return runtime.PickAmong(among=self.antecedent(group), count=count)  # type: ignore[attr-defined]
        if isinstance(group, nodes.Choice) and isinstance(group.quantity, nodes.Owned) and group.quantity.owner == "your":
            # "your units": the ones you control (189), now counted
            ref = lower_targets.object_ref(replace(group, quantity=nodes.Exactly(span=group.quantity.span, count=count),
                                                   controller="friendly"))
            if isinstance(ref, runtime.Choose):
                return ref
        raise self.error(node, "picking these objects cannot run yet")  # type: ignore[attr-defined]

    def possessed(self, node: nodes.Possessed) -> runtime.ObjectRef:
        """"ready your legend": the one legend you control (355.9.a.4), named, not chosen (355.10.d)."""
        if node.owner == "your" and node.original is None and getattr(node.noun, "word", "") == "legend":
            return runtime.All(runtime.Selector(types=("legend",), controller="friendly"))
        raise self.error(node, f'"{node.owner} {getattr(node.noun, "word", "")}" cannot be selected yet')  # type: ignore[attr-defined]

    def either_target(self, node: nodes.EitherTarget) -> runtime.Choose:
        """"a unit at a battlefield or a gear": one object that fits any of the descriptions, chosen
        (355.7): each description becomes a ``Fits`` property; who controls it must be said alike."""
        selectors = []
        for item in node.items:
            if not isinstance(item, nodes.Choice) or not isinstance(item.quantity, (nodes.One, nodes.Another)):
                raise self.error(item, "only single objects can be alternatives yet")  # type: ignore[attr-defined]
            selectors.append(lower_targets.selector(item))
        controllers = {s.controller for s in selectors}
        others = {s.other for s in selectors}
        if len(controllers) != 1 or len(others) != 1 or any(s.zone != "board" for s in selectors):
            raise self.error(node, "these alternatives cannot be selected together yet")  # type: ignore[attr-defined]
        fits = tuple(runtime.Fits(replace(s, controller=None, other=False)) for s in selectors)
        kinds = tuple(dict.fromkeys(t for s in selectors for t in s.types)) if all(s.types for s in selectors) else ()
        return runtime.Choose(selector=runtime.Selector(types=kinds, controller=controllers.pop(), other=others.pop(),
                                                        properties=(runtime.AnyOf(fits),)))

    @staticmethod
    def there_of(test: nodes.Node | None) -> nodes.Node | None:
        """"If I am at a battlefield, buff all other friendly units there": inside that condition's
        instruction "there" is the battlefield I am at (checked as it executes, 359.3.f.2); None for
        any other condition."""
        if isinstance(test, nodes.IsAt) and " ".join(test.subject.lower().split()) in ("i am", "i'm") \
                and isinstance(test.location, nodes.At) and isinstance(test.location.place, nodes.Place) \
                and lower_targets.is_any_battlefield(test.location.place):
            place = test.location.place
            return nodes.At(span=test.location.span, preposition="at",
                            place=nodes.Possessed(span=place.span, owner="my", original=None, noun=place.noun))
        return None

    def resolve_there(self, choice: nodes.Choice) -> nodes.Choice:
        """The choice with "there" replaced by what it means here (``there_of``), when it is known."""
        if isinstance(choice.location, nodes.There) and self.there is not None:  # type: ignore[attr-defined]
            return replace(choice, location=self.there)  # type: ignore[attr-defined]
        return choice

    def choose_battlefield(self, node: nodes.Node) -> runtime.ChooseBattlefield | None:
        """"Choose a battlefield", "Choose a battlefield where you have units": a battlefield as a
        target (355.10.b); None when the choice is not of a battlefield."""
        if not (isinstance(node, nodes.Choice) and getattr(node.noun, "word", "") == "battlefield"):
            return None
        plain = not (node.other or node.state or node.controller or node.qualifier or node.controlled_by
                     or node.might_filter or node.keyword_filter or node.clause)
        if not (plain and isinstance(node.quantity, nodes.One)
                and (node.location is None or isinstance(node.location, nodes.WhereYouHaveUnits))):
            raise self.error(node, "choosing this battlefield cannot run yet")  # type: ignore[attr-defined]
        return runtime.ChooseBattlefield(selector=runtime.Selector(),
                                         where_you_have_units=node.location is not None)

    def all_at_a_battlefield(self, choice: nodes.Choice) -> runtime.AllAtABattlefield | None:
        """"all enemy units at a battlefield": one battlefield is the target and every such unit
        there is affected, none of them targeted (355.10.b, 355.10.d); "at battlefields" stays all of
        them at every battlefield (355.10.d). None for any other choice."""
        place = choice.location.place if isinstance(choice.location, nodes.At) else None
        if not (isinstance(choice.quantity, nodes.Every) and isinstance(place, nodes.Place)
                and lower_targets.is_any_battlefield(place) and isinstance(place.quantity, nodes.One)):
            return None
        there = lower_targets.selector(replace(choice, location=None))
        return runtime.AllAtABattlefield(selector=runtime.Selector(), there=there)

    def units_there(self, choice: nodes.Choice) -> runtime.AllThere | None:
        """"enemy units there" after "Choose a battlefield": all of them at the chosen battlefield when
        the instruction executes (not targets, 355.10.b). None unless "there" names a chosen battlefield."""
        if not isinstance(choice.location, nodes.There) or self.chosen_battlefield is None:  # type: ignore[attr-defined]
            return None
        if choice.quantity is not None and not isinstance(choice.quantity, nodes.Every):
            raise self.error(choice, "choosing objects there cannot run yet")  # type: ignore[attr-defined]
        selector = lower_targets.selector(replace(choice, location=None))
        return runtime.AllThere(selector=selector, link=self.chosen_battlefield)  # type: ignore[attr-defined]
