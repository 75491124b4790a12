"""A token's origin is a tag: "Play two 1 [M] Tentacle unit tokens from Bilgewater" (187.10)."""

from __future__ import annotations

from riftc import runtime


def test_a_token_from_a_region_has_that_tag_not_its_name() -> None:
    # 187.10: a 1 [M] Tentacle token has the Bilgewater tag.
    card = runtime.PlayToken(name="Tentacle", might=1, tags=("Bilgewater",)).token({})
    assert card is not None and card.tags == ("Bilgewater",)


def test_a_known_token_card_keeps_its_tags_and_gains_the_origin() -> None:
    known = {"Tentacle": runtime.CardDef(id="T", name="Tentacle", type="Unit", supertype="Token",
                                         tags=("Sea",), domains=(), energy=None, power=(), might=1)}
    card = runtime.PlayToken(name="Tentacle", tags=("Bilgewater",)).token(known)
    assert card is not None and card.tags == ("Sea", "Bilgewater")


def test_a_token_without_an_origin_is_tagged_with_its_name() -> None:
    card = runtime.PlayToken(name="Recruit", might=1).token({})
    assert card is not None and card.tags == ("Recruit",)
