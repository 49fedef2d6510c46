(in-package :serapeum.tests)

(def-suite symbols :in serapeum)
(in-suite symbols)
