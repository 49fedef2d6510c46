package fastparse.internal

object NoWarn{
  @deprecated("Use scala.annotation.nowarn instead", "3.1.1")
  type nowarn = scala.annotation.nowarn
}