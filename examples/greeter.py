class Greeter:
    """Says hello."""

    def greet(self, name):
        return f"Hello, {name}!"
