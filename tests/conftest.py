pytest_plugins = ["tests.fixtures.speechd", "tests.fixtures.brltty"]
