"""scripts/fixture-server: an offline mirror of dog.ceo serving Fixtures/, and its --fault modes."""
