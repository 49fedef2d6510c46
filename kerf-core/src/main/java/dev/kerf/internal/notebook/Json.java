package dev.kerf.internal.notebook;

import java.util.ArrayList;
import java.util.List;

/**
 * A JSON text read into values that know where they lie in it, which is all a notebook's
 * structure needs: where each cell, its source lines and its outputs begin and end. Strings are
 * decoded only when asked for.
 */
final class Json {
    /** How deep values may nest; a notebook needs a handful of levels. */
    private static final int MAX_DEPTH = 256;

    /** A value: its range {@code [start, end)} in the text, its members (an object) or items (an array). */
    record Value(Type type, int start, int end, List<Member> members, List<Value> items) {
        /** The value of the member {@code key} of an object, or null. */
        Value member(String key, String text) {
            for (Member m : members) {
                if (m.key(text).equals(key)) {
                    return m.value();
                }
            }
            return null;
        }

        /** The string's contents, decoded; null when the value is not a string. */
        String string(String text) {
            return type == Type.STRING ? decode(text, start + 1, end - 1) : null;
        }
    }

    /** A member of an object: its key's string value and its value. */
    record Member(Value key, Value value) {
        String key(String text) {
            return key.string(text);
        }
    }

    enum Type { OBJECT, ARRAY, STRING, OTHER }

    /** Thrown for a text that is not JSON. */
    static final class Malformed extends RuntimeException {
        Malformed(String message, int at) {
            super(message + " at char " + at);
        }
    }

    private final String text;
    private int at;

    private Json(String text) {
        this.text = text;
    }

    /** The value {@code text} holds. @throws Malformed when it is not one JSON value */
    static Value read(String text) {
        Json json = new Json(text);
        json.skipSpace();
        Value v = json.value(0);
        json.skipSpace();
        if (json.at != text.length()) {
            throw new Malformed("text after the value", json.at);
        }
        return v;
    }

    private Value value(int depth) {
        if (depth > MAX_DEPTH) {
            throw new Malformed("nested too deep", at);
        }
        if (at >= text.length()) {
            throw new Malformed("a value expected", at);
        }
        char c = text.charAt(at);
        return switch (c) {
            case '{' -> object(depth);
            case '[' -> array(depth);
            case '"' -> string();
            default -> other();
        };
    }

    private Value object(int depth) {
        int start = at++;
        List<Member> members = new ArrayList<>();
        skipSpace();
        if (peek() == '}') {
            at++;
            return new Value(Type.OBJECT, start, at, members, List.of());
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw new Malformed("a key expected", at);
            }
            Value key = string();
            skipSpace();
            expect(':');
            skipSpace();
            members.add(new Member(key, value(depth + 1)));
            skipSpace();
            if (peek() == ',') {
                at++;
            } else {
                expect('}');
                return new Value(Type.OBJECT, start, at, members, List.of());
            }
        }
    }

    private Value array(int depth) {
        int start = at++;
        List<Value> items = new ArrayList<>();
        skipSpace();
        if (peek() == ']') {
            at++;
            return new Value(Type.ARRAY, start, at, List.of(), items);
        }
        while (true) {
            skipSpace();
            items.add(value(depth + 1));
            skipSpace();
            if (peek() == ',') {
                at++;
            } else {
                expect(']');
                return new Value(Type.ARRAY, start, at, List.of(), items);
            }
        }
    }

    private Value string() {
        int start = at++;
        while (at < text.length()) {
            char c = text.charAt(at++);
            if (c == '"') {
                return new Value(Type.STRING, start, at, List.of(), List.of());
            }
            if (c == '\\') {
                at++;
            } else if (c < 0x20) {
                throw new Malformed("a control character in a string", at - 1);
            }
        }
        throw new Malformed("a string not closed", start);
    }

    /** A number, true, false or null: read as a run of the chars they are written with. */
    private Value other() {
        int start = at;
        while (at < text.length() && "+-.0123456789eEtrufalsn".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        if (at == start) {
            throw new Malformed("a value expected", at);
        }
        return new Value(Type.OTHER, start, at, List.of(), List.of());
    }

    private char peek() {
        if (at >= text.length()) {
            throw new Malformed("the text ends early", at);
        }
        return text.charAt(at);
    }

    private void expect(char c) {
        if (peek() != c) {
            throw new Malformed("'" + c + "' expected", at);
        }
        at++;
    }

    private void skipSpace() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            at++;
        }
    }

    /** The string written in {@code [from, to)} (between its quotes), its escapes decoded. */
    static String decode(String text, int from, int to) {
        if (text.indexOf('\\', from, to) < 0) {
            return text.substring(from, to);
        }
        StringBuilder out = new StringBuilder(to - from);
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c != '\\' || i + 1 >= to) {
                out.append(c);
                continue;
            }
            char e = text.charAt(++i);
            switch (e) {
                case 'n' -> out.append('\n');
                case 't' -> out.append('\t');
                case 'r' -> out.append('\r');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    if (i + 4 < to) {
                        try {
                            out.append((char) Integer.parseInt(text, i + 1, i + 5, 16));
                            i += 4;
                        } catch (NumberFormatException bad) {
                            out.append('\\').append(e);
                        }
                    } else {
                        out.append('\\').append(e);
                    }
                }
                default -> out.append(e); // \" \\ \/
            }
        }
        return out.toString();
    }
}
