module @jit_gather_take attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32> {mhlo.layout_mode = "default"}, %arg1: tensor<3xi32> {mhlo.layout_mode = "default"}) -> (tensor<3xf32> {jax.result_info = "[0]", mhlo.layout_mode = "default"}, tensor<3xf32> {jax.result_info = "[1]", mhlo.layout_mode = "default"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare  LT, %arg1, %0,  SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3xi1>, tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %7 = call @_take(%arg0, %arg1) : (tensor<6xf32>, tensor<3xi32>) -> tensor<3xf32>
    return %6, %7 : tensor<3xf32>, tensor<3xf32>
  }
  func.func private @_take(%arg0: tensor<6xf32> {mhlo.layout_mode = "default"}, %arg1: tensor<3xi32> {mhlo.layout_mode = "default"}) -> (tensor<3xf32> {mhlo.layout_mode = "default"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare  LT, %arg1, %0,  SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_3 = stablehlo.constant dense<6> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.compare  LT, %c_1, %7,  SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.add %c_1, %9 : tensor<1xi32>
    %11 = stablehlo.select %8, %10, %c_1 : tensor<1xi1>, tensor<1xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %13 = "stablehlo.gather"(%6, %12) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<1x1xi32>) -> tensor<1xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = stablehlo.compare  LT, %c_2, %15,  SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.add %c_2, %17 : tensor<1xi32>
    %19 = stablehlo.select %16, %18, %c_2 : tensor<1xi1>, tensor<1xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %21 = "stablehlo.gather"(%14, %20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<1x1xi32>) -> tensor<1xi32>
    %22 = stablehlo.subtract %13, %21 : tensor<1xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %24 = stablehlo.compare  GE, %5, %23,  SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %25 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %27 = stablehlo.compare  LE, %5, %26,  SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %28 = stablehlo.and %24, %27 : tensor<3x1xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %29 = stablehlo.reduce(%28 init: %c_10) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %30 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<0xADDRESS> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %32 = stablehlo.select %29, %30, %31 : tensor<3xi1>, tensor<3xf32>
    return %32 : tensor<3xf32>
  }
  func.func private @_where(%arg0: tensor<3xi1> {mhlo.layout_mode = "default"}, %arg1: tensor<3xi32> {mhlo.layout_mode = "default"}, %arg2: tensor<3xi32> {mhlo.layout_mode = "default"}) -> (tensor<3xi32> {mhlo.layout_mode = "default"}) {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %0 : tensor<3xi32>
  }
}
