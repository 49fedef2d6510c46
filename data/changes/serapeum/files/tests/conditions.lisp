(in-package :serapeum.tests)

(def-suite conditions :in serapeum)
(in-suite conditions)
