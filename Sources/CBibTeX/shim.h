#include <stdio.h>
#include <btparse.h>
